import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's output names every file under assets/ by its content hash: a new build is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and every other unhashed file: kept, but revalidated (ETag / Last-Modified) on each use. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Compressed answers (docs/decisions/0028-loading.md): API JSON and anything else compressible
 * over 1 KB is compressed per answer, brotli (quality 4, cheap enough per request) or gzip as the
 * client accepts. Must be registered before the routes: it attaches to each route as it is added.
 * Request bodies are not decompressed (a compressed upload stays refused as before).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
}

/**
 * Serves the built web app from `webDist` when it holds an index.html; answers whether it does.
 * Files are sent precompressed: the build writes `.br` (quality 11) and `.gz` (level 9) beside
 * each text file (apps/web/vite.config.ts), chosen by Accept-Encoding, so no request pays for
 * compressing a script. Hashed files under assets/ are cached for a year, immutable;
 * index.html (also the answer to every client-side path, see `sendWebPage`) is `no-cache`.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = relative(webDist, path).startsWith(`assets${sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  return true;
}
