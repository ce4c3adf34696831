import { handshakeAnswer, isDeviceSerial, parseAttlog } from '@haligi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { DeviceDirectory, ingestPunches, type KnownDevice } from './ingest';
import { schoolIclockOf } from '../school-gate/school-iclock';
import type { GateDevice } from '../school-gate/gate-devices';

/** A terminal resending months of punches sends several MB in one upload. */
export const ICLOCK_BODY_LIMIT = 64 * 1024 * 1024;
type Query = { SN?: string; table?: string; Stamp?: string; options?: string };

/**
 * The push protocol ZKTeco-compatible terminals speak, at the server root (not /api; issue 14,
 * docs/api/timekeeping.md, decision 0049). Plain text both ways; a serial that is not registered
 * gets 403 and only its knock is kept (`timekeeping_device_requests`).
 */
export async function registerIclock(app: FastifyInstance, context: AppContext, directory: DeviceDirectory) {
  await app.register(async (root) => {
    // Whatever the terminal sends (text/plain, application/octet-stream, nothing) is read as text.
    root.removeAllContentTypeParsers();
    root.addContentTypeParser('*', { parseAs: 'string', bodyLimit: ICLOCK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    const text = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(body);

    // A serial registered to a school gate (issue 18) is the school's: its punches are card taps.
    let school = schoolIclockOf(context);
    /** The serial's school gate device, or null (not the school's, or no school module). */
    const schoolDeviceOf = async (request: FastifyRequest<{ Querystring: Query }>): Promise<GateDevice | null> => {
      const serial = request.query.SN;
      school ??= schoolIclockOf(context);
      if (!school || !isDeviceSerial(serial)) return null;
      const known = await directory.find(serial);
      if (known) return null;
      return school.find(serial);
    };

    /** The registered device of the request, or null after answering 400/403 (the knock recorded). */
    const deviceOf = async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply): Promise<KnownDevice | null> => {
      const serial = request.query.SN;
      if (!isDeviceSerial(serial)) {
        text(reply, 400, 'ERROR: SN is required');
        return null;
      }
      const device = await directory.find(serial);
      if (!device || device.kind !== 'TERMINAL') {
        await directory.recordRequest(serial, request.ip);
        text(reply, 403, `ERROR: device ${serial} is not registered`);
        return null;
      }
      return device;
    };

    const config = { access: 'public' } as const;
    root.get<{ Querystring: Query }>('/iclock/cdata', { config }, async (request, reply) => {
      const gateDevice = await schoolDeviceOf(request);
      if (gateDevice) {
        await school!.touch(gateDevice, request.ip);
        return text(reply, 200, request.query.options === undefined ? 'OK' : school!.handshake(gateDevice));
      }
      const device = await deviceOf(request, reply);
      if (!device) return reply;
      await directory.touch(device, request.ip);
      // Without options=all some firmware only checks the server is there.
      if (request.query.options === undefined) return text(reply, 200, 'OK');
      return text(reply, 200, handshakeAnswer(device.serialNumber, device.attlogStamp));
    });

    root.post<{ Querystring: Query; Body: unknown }>('/iclock/cdata', { config }, async (request, reply) => {
      const gateDevice = await schoolDeviceOf(request);
      if (gateDevice) {
        if ((request.query.table ?? '').toUpperCase() !== 'ATTLOG') {
          await school!.touch(gateDevice, request.ip);
          return text(reply, 200, 'OK');
        }
        const body = typeof request.body === 'string' ? request.body : Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        const { punches } = parseAttlog(body);
        const outcome = await school!.upload(gateDevice, punches);
        const stamp = request.query.Stamp;
        await school!.touch(gateDevice, request.ip, stamp && /^\d{1,20}$/.test(stamp) ? stamp : undefined);
        request.log.debug({ serial: gateDevice.serialNumber, lines: punches.length, ...outcome }, 'school ATTLOG upload');
        return text(reply, 200, `OK: ${punches.length}`);
      }
      const device = await deviceOf(request, reply);
      if (!device) return reply;
      const table = (request.query.table ?? '').toUpperCase();
      if (table !== 'ATTLOG') {
        // OPERLOG, ATTPHOTO, USERINFO…: acknowledged and ignored.
        await directory.touch(device, request.ip);
        return text(reply, 200, 'OK');
      }
      const body = typeof request.body === 'string' ? request.body : Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      const { punches } = parseAttlog(body);
      const { inserted } = await ingestPunches(context.db, { companyId: device.companyId, deviceId: device.id, deviceSerial: device.serialNumber, source: 'DEVICE' }, punches);
      const stamp = request.query.Stamp;
      await directory.touch(device, request.ip, { stamp: stamp && /^\d{1,20}$/.test(stamp) ? stamp : undefined, punches: inserted });
      request.log.debug({ serial: device.serialNumber, lines: punches.length, inserted }, 'ATTLOG upload');
      return text(reply, 200, `OK: ${punches.length}`);
    });

    const poll = async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
      const gateDevice = await schoolDeviceOf(request);
      if (gateDevice) {
        await school!.touch(gateDevice, request.ip);
        return text(reply, 200, 'OK');
      }
      const device = await deviceOf(request, reply);
      if (!device) return reply;
      await directory.touch(device, request.ip);
      return text(reply, 200, 'OK');
    };
    root.get<{ Querystring: Query }>('/iclock/getrequest', { config }, poll);
    root.get<{ Querystring: Query }>('/iclock/devicecmd', { config }, poll);
    root.post<{ Querystring: Query }>('/iclock/devicecmd', { config }, poll);
  });
}
