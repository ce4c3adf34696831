import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import multipart from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { files } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { fileUpload } from '../../http/openapi';
import { text, uploadedFile } from '@haligi/shared';
import { z } from 'zod';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { contentDisposition, fileUrl, isValidFileLink, signedFileUrl } from './file-links';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** What offices upload: images, PDF, spreadsheets, documents, CSV and text. */
export const ALLOWED_UPLOAD_TYPES: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'text/csv': '.csv',
  'text/plain': '.txt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/msword': '.doc',
};

const SAFE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;
const tags = ['Files'];
const fileParams = z.object({ name: text().describe('The stored name, as in the upload answer') });
/** A signed link's two values; without them the token header is needed. */
const signedLinkQuery = z.object({ expires: text().optional(), signature: text().optional() });

/** The file was attached as documents and every one of them has been removed. */
const isRemovedDocument = sql<boolean>`(exists (select 1 from project_documents d where d.file_id = files.id)
  and not exists (select 1 from project_documents d where d.file_id = files.id and d.is_deleted = false))`;

/**
 * `POST /file-upload/upload-document`, multipart field `fileData` -> {id, url, signedUrl, originalName, name}.
 * Files live under DATA_DIR/uploads with 128 random bits as their name; `url` serves it to members
 * of the company sending the token header, `signedUrl` to a browser link for 15 minutes
 * (docs/decisions/0025-authentication-hardening.md).
 */
export const filesRoutes: ModuleRoutes = async (app, context) => {
  const uploadDir = join(context.config.dataDir, 'uploads');
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.post(
    '/file-upload/upload-document',
    { schema: { tags, summary: 'Upload a file (multipart field fileData, at most 10 MB)', consumes: ['multipart/form-data'], body: fileUpload, response: { 201: uploadedFile.extend({ signedUrl: z.string() }) } } },
    async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    if (!request.isMultipart()) throw badRequest(['fileData: send the file as multipart/form-data']);
    const part = await request.file();
    if (!part || part.fieldname !== 'fileData') throw badRequest(['fileData: a file is required']);
    const extension = ALLOWED_UPLOAD_TYPES[part.mimetype];
    if (!extension) {
      part.file.resume();
      throw new HttpError(415, `Files of type ${part.mimetype} cannot be uploaded. Upload an image, PDF, spreadsheet, document or text file.`);
    }
    const tooLarge = () => new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch {
      throw tooLarge();
    }
    // toBuffer can return the first 10 MB without throwing when the limit falls on the last
    // chunk; the stream's truncated flag is the reliable sign.
    if (part.file.truncated) throw tooLarge();
    if (buffer.length === 0) throw badRequest(['fileData: the file is empty']);
    const name = `${randomBytes(16).toString('hex')}${extname(part.filename).toLowerCase().match(/^\.[a-z0-9]{2,5}$/)?.[0] ?? extension}`;
    await mkdir(uploadDir, { recursive: true });
    await writeFile(join(uploadDir, name), buffer);
    const [row] = await tenant.db
      .insert(files)
      .values(tenant.values({ name, originalName: part.filename.slice(0, 255), mimeType: part.mimetype, size: buffer.length, uploadedById: account.id }))
      .returning();
    return reply.status(201).send({ id: row.id, url: fileUrl(name), signedUrl: await signedFileUrl(context.db, name), originalName: row.originalName, name });
  });

  /**
   * A member of the owning company (token header) or anyone holding an unexpired signed link gets
   * the file; a file whose documents were all removed is gone for both (decision 0025).
   */
  app.get<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
    '/file-upload/files/:name',
    { config: { access: 'public' }, schema: { tags, summary: 'Download a file: as a member of its company (token) or by a signed link', params: fileParams, querystring: signedLinkQuery } },
    async (request, reply) => {
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) throw notFound('File');
      const { expires, signature } = request.query;
      const isSigned = expires !== undefined || signature !== undefined;
      if (!isSigned && !request.auth) throw unauthorized('Sign in, or open the file from its page, to download it');
      if (isSigned && !(await isValidFileLink(context.db, name, expires, signature))) {
        throw forbidden('This file link is invalid or has expired. Open the file again from its page.');
      }
      const [row] = await context.db
        .select({ companyId: files.companyId, mimeType: files.mimeType, originalName: files.originalName, isRemoved: isRemovedDocument })
        .from(files)
        .where(eq(files.name, name));
      if (!row || row.isRemoved) throw notFound('File');
      if (!isSigned && request.auth!.tenant.companyId !== row.companyId) throw notFound('File');
      reply.header('content-type', row.mimeType);
      reply.header('content-disposition', contentDisposition(row.originalName));
      reply.header('cache-control', 'private, no-store');
      // nosniff and the CSP come with every answer (http/security-headers.ts).
      return reply.send(createReadStream(join(uploadDir, name)));
    },
  );
};
