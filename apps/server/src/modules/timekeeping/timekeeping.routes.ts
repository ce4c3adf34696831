import { deviceRequest, kioskPunchRequest, punchImportCommitRequest, punchImportQuery, updateDeviceRequest } from '@haligi/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { branches } from '../../db/schema';
import type { AppContext, ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { badRequest, HttpError, parseInput } from '../../http/errors';
import { fileUpload, idParams, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { MAX_UPLOAD_BYTES } from '../files/files.routes';
import { DevicesService } from './devices.service';
import { registerIclock } from './iclock.routes';
import { DeviceDirectory } from './ingest';
import { KIOSK_KEY_HEADER, KioskService } from './kiosk';
import { rawLogTable } from './raw-logs.table';
import { PunchImports } from './time-import';

const DEVICES = { scope: 'MANPOWER_TIME_KEEPING_DEVICE_ACCESS' } as const;
const RAW_LOGS = { scope: 'MANPOWER_TIMEKEEPING_RAW_LOGS_ACCESS' } as const;
const IMPORTS = { scope: 'MANPOWER_TIME_IMPORTATION_ACCESS' } as const;
/** The device picker serves the raw-log filter and the importation's "which device" choice too. */
const DEVICE_LIST = { scope: ['MANPOWER_TIME_KEEPING_DEVICE_ACCESS', 'MANPOWER_TIMEKEEPING_RAW_LOGS_ACCESS', 'MANPOWER_TIME_IMPORTATION_ACCESS'] } as const;
const KIOSK = { access: 'public' } as const;
const TAG = 'Timekeeping';
const tags = [TAG];
type IdParams = { Params: { id: string } };

/** One device directory (serial cache, contact throttle) per running app, shared by the protocol and the API. */
const directories = new WeakMap<AppContext, DeviceDirectory>();
export const deviceDirectory = (context: AppContext) => {
  let directory = directories.get(context);
  if (!directory) directories.set(context, (directory = new DeviceDirectory(context)));
  return directory;
};

const kioskHeaders = z.object({ [KIOSK_KEY_HEADER]: z.string().describe('The kiosk key set up on the phone') });

/** Timekeeping devices, raw logs, time importation and the kiosk (issue 14, docs/api/timekeeping.md). */
export const timekeepingRoutes: ModuleRoutes = async (app, context) => {
  const directory = deviceDirectory(context);
  const devices = new DevicesService(context, directory);
  const imports = new PunchImports(context);
  const kiosk = new KioskService(context);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  }

  app.post('/timekeeping/device', { config: DEVICES, schema: { tags, summary: 'Register a device by its serial (adopts a pending request; 409 when registered in any company)', body: deviceRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    return reply.status(201).send(await devices.register(tenant, parseInput(deviceRequest, request.body)));
  });
  app.put('/timekeeping/device', { config: DEVICES, schema: tableRoute(TAG, 'Table of devices with last seen time and connection') }, async (request) =>
    answerTable(devices.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.get('/timekeeping/device/requests', { config: DEVICES, schema: { tags, summary: 'Unknown devices asking to connect (serials not registered that knocked)' } }, async (request) => {
    requireAuth(request);
    return { list: await devices.pending(context.db) };
  });
  app.get<IdParams>('/timekeeping/device/:id', { config: DEVICES, schema: { tags, summary: 'A device', params: idParams } }, async (request) => ({
    data: await devices.find(requireAuth(request).tenant, idParam(request.params.id)),
  }));
  app.patch<IdParams>('/timekeeping/device/:id', { config: DEVICES, schema: { tags, summary: 'Change a device (name, branch: the fields sent)', params: idParams, body: updateDeviceRequest } }, async (request) =>
    devices.update(requireAuth(request).tenant, idParam(request.params.id), parseInput(updateDeviceRequest, request.body ?? {})),
  );
  app.delete<IdParams>('/timekeeping/device/:id', { config: DEVICES, schema: { tags, summary: 'Delete a device (kept, marked deleted; its serial is refused again)', params: idParams } }, async (request) =>
    devices.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.post<IdParams>('/timekeeping/device/:id/kiosk-key', { config: DEVICES, schema: { tags, summary: 'Issue a kiosk its key (shown once; the previous key stops working)', params: idParams } }, async (request) =>
    devices.issueKioskKey(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/timekeeping-device-list', { config: DEVICE_LIST, schema: selectListRoute(TAG, 'Devices of the company, value = serial number') }, async (request) =>
    devices.selectList(requireAuth(request).tenant),
  );

  app.get('/select-box/timekeeping-branch-list', { config: DEVICES, schema: selectListRoute(TAG, 'Branches a device can be placed at') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: branches.name, value: branches.id })
      .from(branches)
      .where(tenant.where(branches, eq(branches.isDeleted, false)))
      .orderBy(asc(branches.name));
  });

  app.put('/timekeeping/raw-log', { config: RAW_LOGS, schema: tableRoute(TAG, 'Table of raw punches; filters deviceSerial, biometricId, date (Asia/Manila day), source, employeeId') }, async (request) =>
    answerTable(rawLogTable(requireAuth(request)), request.body, request.query),
  );

  app.post('/timekeeping/import/preview', { config: IMPORTS, schema: { tags, summary: 'Check a device export (.dat, .csv, .xlsx) before importing (multipart field fileData)', consumes: ['multipart/form-data'], querystring: punchImportQuery, body: fileUpload } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    const { deviceSerial } = parseInput(punchImportQuery, request.query);
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
    return imports.preview(tenant, account.id, { buffer, fileName: part.filename, mimeType: part.mimetype }, deviceSerial);
  });
  app.post('/timekeeping/import/commit', { config: IMPORTS, schema: { tags, summary: 'Import a previewed file (a queue job; import-progress is pushed)', body: punchImportCommitRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    const { importId } = parseInput(punchImportCommitRequest, request.body);
    return reply.status(202).send(await imports.commit(tenant, account.id, importId));
  });

  app.get('/timekeeping/kiosk', { config: KIOSK, schema: { tags, summary: 'The kiosk this phone is set up as (header x-kiosk-key)', headers: kioskHeaders } }, async (request) => kiosk.describe(request));
  app.post('/timekeeping/kiosk/punch', { config: KIOSK, schema: { tags, summary: 'Punch on the kiosk: biometricId and photo (multipart; header x-kiosk-key)', consumes: ['multipart/form-data'], headers: kioskHeaders, body: kioskPunchRequest.extend({ photo: z.file() }) } }, async (request, reply) =>
    reply.status(201).send(await kiosk.punch(request)),
  );
};

/** The push protocol at the server root (app.ts registers it outside /api). */
export const registerIclockRoutes = (app: FastifyInstance, context: AppContext) => registerIclock(app, context, deviceDirectory(context));
