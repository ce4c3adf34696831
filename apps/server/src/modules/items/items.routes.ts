import multipart from '@fastify/multipart';
import {
  getVariationItemRequest,
  ITEM_READ_SCOPES,
  ITEM_RESTORE_SCOPES,
  ITEM_WRITE_SCOPES,
  QR_SIZE,
  simpleItemRequest,
  updateSimpleItemRequest,
  variationItemRequest,
} from '@haligi/shared';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { badRequest, HttpError, parseInput, parseInputChecked } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { fileAnswer, fileUpload, idParams, searchQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { MAX_UPLOAD_BYTES } from '../files/files.routes';
import { exportItems, itemExportQuery, XLSX_TYPE } from './items.export';
import { ItemImports } from './items.import';
import { deletedState, itemTable, sortDirection, unitCheck } from './items.repository';
import { variationCheck } from './items.checks';
import { ItemsService } from './items.service';
import {  } from '@haligi/shared';

/** Catalogue reads: the item screens, the BOQ chooser (PROJECT_ACCESS) and purchasing. */
const READ = { scope: ITEM_READ_SCOPES } as const;
/** Creating, editing, deleting, importing and exporting items. */
const WRITE = { scope: ITEM_WRITE_SCOPES } as const;
const RESTORE = { scope: ITEM_RESTORE_SCOPES } as const;

type IdParams = { Params: { id: string } };
const commitRequest = z.object({ importId: z.uuid('is not an import id') });
const tags = ['Items'];
const TAG = 'Items';

/** Items of issue 4 (docs/api/items-inventory.md, "Items"). */
export const itemsRoutes: ModuleRoutes = async (app, context) => {
  const service = new ItemsService();
  const imports = new ItemImports(context);
  // The files module registers multipart on the same /api scope; on its own this module does.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  }

  app.post('/items', { config: WRITE, schema: { tags, summary: 'Create a simple item', body: simpleItemRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    const input = await parseInputChecked(simpleItemRequest, request.body, [unitCheck(tenant.db)]);
    return reply.status(201).send(await service.createSimple(tenant, account.id, input));
  });
  app.post('/items/withVariants', { config: WRITE, schema: { tags, summary: 'Create an item with variations (each variant an item)', body: variationItemRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    const input = await parseInputChecked(variationItemRequest, request.body, [unitCheck(tenant.db), variationCheck]);
    return reply.status(201).send(await service.createWithVariants(tenant, account.id, input));
  });
  app.post('/items/update-simple-item', { config: WRITE, schema: { tags, summary: 'Change a simple item', body: updateSimpleItemRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    return service.updateSimple(tenant, await parseInputChecked(updateSimpleItemRequest, request.body, [unitCheck(tenant.db)]), request.body);
  });
  app.post<IdParams>('/items/update-variation-item/:id', { config: WRITE, schema: { tags, summary: 'Change an item with variations', params: idParams, body: variationItemRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    const id = idParam(request.params.id);
    const input = await parseInputChecked(variationItemRequest, request.body, [unitCheck(tenant.db), variationCheck]);
    return service.updateVariation(tenant, account.id, id, input, request.body);
  });
  app.delete<IdParams>('/items/:id', { config: WRITE, schema: { tags, summary: 'Delete an item (restorable)', params: idParams } }, async (request) => service.remove(requireAuth(request).tenant, idParam(request.params.id)));
  // Both spellings appear in the spec (part 1 and part 2).
  for (const path of ['/items/restore/:id', '/item/restore/:id']) {
    app.put<IdParams>(path, { config: RESTORE, schema: { tags, summary: path.startsWith('/items') ? 'Restore a deleted item' : 'Restore a deleted item (the spelling of spec part 2)', params: idParams } }, async (request) => service.restore(requireAuth(request).tenant, idParam(request.params.id)));
  }

  const simpleView = (request: FastifyRequest) =>
    answerTable(itemTable(requireAuth(request).tenant, 'simple', deletedState(request.body), sortDirection(request.body)), request.body, request.query);
  app.put('/items/simpleView', { config: READ, schema: tableRoute(TAG, 'Table of items, variants folded') }, async (request) => simpleView(request));
  app.post('/items/simpleView', { config: READ, schema: tableRoute(TAG, 'Table of items, variants folded (POST, as spec part 2 calls it)') }, async (request) => simpleView(request));
  app.put('/items/advanceView', { config: READ, schema: tableRoute(TAG, 'Table of items with each variant a row') }, async (request) =>
    answerTable(itemTable(requireAuth(request).tenant, 'variants', deletedState(request.body), sortDirection(request.body)), request.body, request.query),
  );
  app.post('/items/get-variation-item', { config: READ, schema: { tags, summary: 'The variant of an item with the given attributes', body: getVariationItemRequest } }, async (request) => {
    const { itemId, variations, publishedOnly } = parseInput(getVariationItemRequest, request.body);
    return service.findVariation(requireAuth(request).tenant, itemId, variations, { publishedOnly });
  });

  app.post('/items/import/preview', { config: WRITE, schema: { tags, summary: 'Check an .xlsx or .csv of items before importing (multipart field fileData)', consumes: ['multipart/form-data'], body: fileUpload } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    if (!request.isMultipart()) throw badRequest(['fileData: send the file as multipart/form-data']);
    const part = await request.file();
    if (!part || part.fieldname !== 'fileData') throw badRequest(['fileData: a file is required']);
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch {
      throw new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    }
    if (part.file.truncated) throw new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    if (buffer.length === 0) throw badRequest(['fileData: the file is empty']);
    return imports.preview(tenant, account.id, { buffer, fileName: part.filename, mimeType: part.mimetype });
  });
  app.post('/items/import/commit', { config: WRITE, schema: { tags, summary: 'Import a previewed file (a queue job; progress is pushed)', body: commitRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    const { importId } = parseInput(commitRequest, request.body);
    return reply.status(202).send(await imports.commit(tenant, account.id, importId));
  });
  app.get('/items/export', { config: WRITE, schema: { tags, summary: 'Download the items as .xlsx', querystring: itemExportQuery, response: fileAnswer(XLSX_TYPE, 'The items workbook') } }, async (request, reply) => {
    const stream = exportItems(requireAuth(request).tenant, request.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="items-${day}.xlsx"`).send(stream);
  });

  app.get<IdParams>('/items/:id', { config: READ, schema: { tags, summary: 'An item with its variants, tiers and stock', params: idParams } }, async (request) => ({
    data: await service.find(requireAuth(request).tenant, idParam(request.params.id)),
  }));
  app.get<IdParams>('/items/:id/qr.png', { config: READ, schema: { tags, summary: "The QR code of an item's SKU", params: idParams, response: fileAnswer('image/png', 'A PNG image') } }, async (request, reply) => {
    const item = await service.find(requireAuth(request).tenant, idParam(request.params.id));
    const png = await QRCode.toBuffer(item.sku, { type: 'png', width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' });
    return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').send(png);
  });

  app.get('/select-box/unit-of-measurement-list', { config: READ, schema: selectListRoute(TAG, 'Units of measurement') }, async (request) => service.unitList(requireAuth(request).tenant.db));
  app.get<{ Querystring: { search?: string } }>('/select-box/item-list', { config: READ, schema: selectListRoute(TAG, 'Items matching a search', { querystring: searchQuery }) }, async (request) =>
    service.itemList(requireAuth(request).tenant, typeof request.query.search === 'string' ? request.query.search : undefined),
  );
};
