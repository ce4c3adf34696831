import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (docs/decisions/0025-authentication-hardening.md).
 * Scripts only from this origin and never inline, so a stored script cannot run and read the
 * `token` the web app keeps. Styles allow 'unsafe-inline': Mantine writes its CSS variables in a
 * `<style>` element at run time and components set `style` attributes; styles cannot read the token.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** On Socket.IO's own HTTP answers (long-polling), which carry data, never a page. */
export const SOCKET_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Security headers on every answer, API, web page, asset, 404 and error alike (@fastify/helmet):
 * the CSP above, nosniff, Referrer-Policy strict-origin-when-cross-origin, X-Frame-Options DENY.
 * HSTS only on answers to HTTPS requests (directly or, with TRUST_PROXY, X-Forwarded-Proto):
 * over plain HTTP browsers ignore it, and a development server must stay reachable.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
