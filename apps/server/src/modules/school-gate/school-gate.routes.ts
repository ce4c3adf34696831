import { gateRequest, schoolDeviceRequest, tapRequest, updateGateRequest, updateSchoolDeviceRequest } from '@haligi/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { badRequest, parseInput, unauthorized } from '../../http/errors';
import { idParams, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { withTodayByDefault, attendanceTable, unmatchedTapTable } from './attendance.table';
import { DEVICE_KEY_HEADER, GateDeviceDirectory, type GateDevice } from './gate-devices';
import { registerTapNotices } from './notices';
import { SchoolGateService } from './school-gate.service';
import { SchoolIclock, setSchoolIclock } from './school-iclock';
import { TapService } from './taps';

const GATES = { scope: 'SCHOOL_GATE_ACCESS' } as const;
const DEVICES = { scope: 'SCHOOL_DEVICE_ACCESS' } as const;
const ATTENDANCE = { scope: 'SCHOOL_ATTENDANCE_ACCESS' } as const;
/** The gate list fills the device screen's gate field and filter too. */
const GATE_LIST = { scope: ['SCHOOL_GATE_ACCESS', 'SCHOOL_DEVICE_ACCESS', 'SCHOOL_ATTENDANCE_ACCESS'] } as const;
const DEVICE_LIST = { scope: ['SCHOOL_DEVICE_ACCESS', 'SCHOOL_ATTENDANCE_ACCESS'] } as const;
/** The tap route answers readers, not members: the licence key header is its authentication. */
const READER = { access: 'public' } as const;
const TAG = 'School gates';
const tags = [TAG];
type IdParams = { Params: { id: string } };

export const TAP_KEY_MESSAGES = {
  keyRequired: `${DEVICE_KEY_HEADER}: the device's licence key is required`,
  badKey: 'Unknown or inactive device licence key',
} as const;

/** One device directory (key and serial cache, contact throttle) per running app. */
const directories = new WeakMap<AppContext, GateDeviceDirectory>();
export const gateDeviceDirectory = (context: AppContext) => {
  let directory = directories.get(context);
  if (!directory) directories.set(context, (directory = new GateDeviceDirectory(context)));
  return directory;
};

const deviceKeyHeaders = z.object({ [DEVICE_KEY_HEADER]: z.string().describe("The device's licence key (shown once when the device was created)") });
const tapAnswer = z.object({
  action: z.enum(['check_in', 'check_out']),
  person: z.object({ type: z.enum(['student', 'guardian']), name: z.string() }),
  duplicate: z.boolean(),
  tappedAt: z.string(),
  gate: z.object({ id: z.number(), name: z.string() }),
  device: z.object({ id: z.number(), name: z.string() }),
});

/** Gates, device licences, reader taps and the attendance log (issue 18, docs/api/school-gate.md). */
export const schoolGateRoutes: ModuleRoutes = async (app, context) => {
  const directory = gateDeviceDirectory(context);
  const service = new SchoolGateService(context, directory);
  const taps = new TapService(context);
  setSchoolIclock(context, new SchoolIclock(directory, taps));
  registerTapNotices(context);

  /** The active device whose licence key the request carries, or 401. */
  const readerOf = async (request: FastifyRequest): Promise<GateDevice> => {
    const key = request.headers[DEVICE_KEY_HEADER];
    // No key at all is a malformed request (a reader always sends it once set up); a wrong one is 401.
    if (key === undefined || key === '') throw badRequest([TAP_KEY_MESSAGES.keyRequired]);
    if (typeof key !== 'string' || key.length < 16 || key.length > 200) throw unauthorized(TAP_KEY_MESSAGES.badKey);
    const device = await directory.byLicenceKey(key);
    if (!device) throw unauthorized(TAP_KEY_MESSAGES.badKey);
    return device;
  };

  app.post(
    '/school/tap',
    {
      config: READER,
      schema: {
        tags,
        summary: 'A card tap from a reader (header x-device-key): check_in/check_out by the day\'s alternation, duplicate within 60 s; 401 unknown key, 404 unknown card (kept for review)',
        headers: deviceKeyHeaders,
        body: tapRequest,
        response: { 201: tapAnswer.extend({ data: tapAnswer }) },
      },
    },
    async (request, reply) => {
      const device = await readerOf(request);
      const input = parseInput(tapRequest, request.body);
      const [answer] = await Promise.all([taps.tap(device, input.cardNumber, input.tappedAt), directory.touch(device, request.ip)]);
      // Bare, as readers expect it, and under `data` like every other answer (the issue allows both).
      return reply.status(201).send({ ...answer, data: answer });
    },
  );

  // Gates.
  app.post('/school/gate', { config: GATES, schema: { tags, summary: 'Create a gate', body: gateRequest } }, async (request, reply) =>
    reply.status(201).send(await service.createGate(requireAuth(request).tenant, parseInput(gateRequest, request.body))),
  );
  app.put('/school/gate', { config: GATES, schema: tableRoute(TAG, 'Table of gates with their device count') }, async (request) => answerTable(service.gateTable(requireAuth(request).tenant), request.body, request.query));
  app.get<IdParams>('/school/gate/:id', { config: GATES, schema: { tags, summary: 'A gate', params: idParams } }, async (request) => ({
    data: await service.gate(requireAuth(request).tenant, idParam(request.params.id)),
  }));
  app.patch<IdParams>('/school/gate/:id', { config: GATES, schema: { tags, summary: 'Rename a gate', params: idParams, body: updateGateRequest } }, async (request) =>
    service.updateGate(requireAuth(request).tenant, idParam(request.params.id), parseInput(updateGateRequest, request.body ?? {})),
  );
  app.delete<IdParams>('/school/gate/:id', { config: GATES, schema: { tags, summary: 'Delete a gate (409 while devices are at it)', params: idParams } }, async (request) =>
    service.deleteGate(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/school/gate/list', { config: GATE_LIST, schema: selectListRoute(TAG, 'Gates of the company') }, async (request) => service.gateList(requireAuth(request).tenant));

  // Device licences.
  app.post('/school/device', { config: DEVICES, schema: { tags, summary: 'Create a device licence at a gate (the licence key answered once)', body: schoolDeviceRequest } }, async (request, reply) =>
    reply.status(201).send(await service.createDevice(requireAuth(request).tenant, parseInput(schoolDeviceRequest, request.body))),
  );
  app.put('/school/device', { config: DEVICES, schema: tableRoute(TAG, 'Device licence table; filters gateId, isActive (true|false), connection (online|offline)') }, async (request) =>
    answerTable(service.deviceTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.get<IdParams>('/school/device/:id', { config: DEVICES, schema: { tags, summary: 'A device licence', params: idParams } }, async (request) => ({
    data: await service.device(requireAuth(request).tenant, idParam(request.params.id)),
  }));
  app.patch<IdParams>('/school/device/:id', { config: DEVICES, schema: { tags, summary: 'Change a device: name, gate, push-protocol serial (null clears it)', params: idParams, body: updateSchoolDeviceRequest } }, async (request) =>
    service.updateDevice(requireAuth(request).tenant, idParam(request.params.id), parseInput(updateSchoolDeviceRequest, request.body ?? {})),
  );
  app.delete<IdParams>('/school/device/:id', { config: DEVICES, schema: { tags, summary: 'Delete a device (kept for its logs; its key and serial stop working)', params: idParams } }, async (request) =>
    service.deleteDevice(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.post<IdParams>('/school/device/:id/activate', { config: DEVICES, schema: { tags, summary: 'Activate a device (its taps are accepted)', params: idParams } }, async (request) =>
    service.setActive(requireAuth(request).tenant, idParam(request.params.id), true),
  );
  app.post<IdParams>('/school/device/:id/deactivate', { config: DEVICES, schema: { tags, summary: 'Deactivate a device (its taps are refused with 401)', params: idParams } }, async (request) =>
    service.setActive(requireAuth(request).tenant, idParam(request.params.id), false),
  );
  app.post<IdParams>('/school/device/:id/licence-key', { config: DEVICES, schema: { tags, summary: 'Issue a new licence key (answered once; the old key stops working)', params: idParams } }, async (request) =>
    service.regenerateKey(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/school/attendance/device/list', { config: DEVICE_LIST, schema: selectListRoute(TAG, 'Devices of the company (deleted ones marked), the attendance log\'s Device filter') }, async (request) =>
    service.deviceList(requireAuth(request).tenant),
  );

  // The attendance log and the unmatched taps.
  app.put('/school/attendance', { config: ATTENDANCE, schema: tableRoute(TAG, 'Attendance log; filters date (YYYY-MM-DD, default today in Manila, "all" for every day), personType, action, deviceId') }, async (request) =>
    answerTable(attendanceTable(requireAuth(request).tenant), withTodayByDefault(request.body), request.query),
  );
  app.put('/school/unmatched-tap', { config: ATTENDANCE, schema: tableRoute(TAG, 'Taps of cards nobody holds, kept for review; filters date (Manila day), deviceId') }, async (request) =>
    answerTable(unmatchedTapTable(requireAuth(request).tenant), request.body, request.query),
  );
};

