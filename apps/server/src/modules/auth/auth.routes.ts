import { forgotPasswordRequest, loginRequest, resendVerificationRequest, resetPasswordRequest, signupRequest, tokenRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { AuthService } from './auth.service';
import { messageAnswer } from '../../http/openapi';
import { z } from 'zod';

const PUBLIC = { access: 'public' } as const;
const tags = ['Auth'];
const signedIn = z.object({ token: z.string(), accountInformation: z.looseObject({}).describe('As GET /account/my_account answers') });

/**
 * A route's documentation (tags, summary, the zod body) for the API reference. The body is checked
 * by `parseInput` in the handler, as on every route, so Fastify's own validation is not run on it.
 */
const documented = (summary: string, body: unknown) => ({
  schema: { tags: ['auth'], summary, body },
  validatorCompiler: () => () => true,
});

export const authRoutes: ModuleRoutes = (app, context) => {
  const service = new AuthService(context);

  app.post('/auth/signup', { config: PUBLIC, schema: { tags, summary: 'Sign up: a new company and its first user', body: signupRequest, response: { 201: messageAnswer } } }, async (request, reply) => {
    const answer = await service.signup(parseInput(signupRequest, request.body));
    return reply.status(201).send(answer);
  });

  app.post('/auth/verify-email', { config: PUBLIC, schema: { tags, summary: 'Verify an email address with the token from the mail', body: tokenRequest, response: { 200: messageAnswer } } }, async (request) => {
    return service.verifyEmail(parseInput(tokenRequest, request.body).token);
  });

  app.post('/auth/resend-verification', { config: PUBLIC, schema: { tags, summary: 'Send the verification mail again', body: resendVerificationRequest, response: { 200: messageAnswer } } }, async (request) => {
    return service.resendVerification(parseInput(resendVerificationRequest, request.body), request.ip);
  });

  app.post('/auth/login', { config: PUBLIC, schema: { tags, summary: 'Sign in: answers the session token', body: loginRequest, response: { 200: signedIn } } }, async (request) => {
    return service.login(parseInput(loginRequest, request.body), request.ip);
  });

  app.post('/auth/forgot-password', { config: PUBLIC, ...documented('Mail a password reset link', forgotPasswordRequest) }, async (request) => {
    return service.forgotPassword(parseInput(forgotPasswordRequest, request.body), request.ip);
  });

  app.post('/auth/reset-password', { config: PUBLIC, ...documented('Set a new password with a reset link', resetPasswordRequest) }, async (request) => {
    return service.resetPassword(parseInput(resetPasswordRequest, request.body), request.ip);
  });

  app.post('/auth/logout', { schema: { tags, summary: 'Sign out: ends this session', response: { 200: messageAnswer } } }, async (request) => service.logout(requireAuth(request).sessionId));
};
