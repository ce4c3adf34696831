import { handshakeAnswer, type DevicePunch } from '@haligi/shared';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import type { GateDevice, GateDeviceDirectory } from './gate-devices';
import type { TapService } from './taps';

/**
 * The push protocol's school side (issue 18): a terminal whose serial is registered to a gate
 * (`school_devices.serial_number`) speaks the same `/iclock/*` protocol as a timekeeping terminal,
 * but its punches are taps: the punch's PIN (or card) is the card number, its local Manila time
 * the tap's time. The timekeeping routes ask `find` for a serial they do not know.
 */
export class SchoolIclock {
  constructor(
    private directory: GateDeviceDirectory,
    private taps: TapService,
  ) {}

  find(serial: string): Promise<GateDevice | null> {
    return this.directory.bySerialNumber(serial);
  }

  touch(device: GateDevice, ip: string, stamp?: string) {
    return this.directory.touch(device, ip, { stamp });
  }

  handshake(device: GateDevice): string {
    return handshakeAnswer(device.serialNumber ?? '', device.attlogStamp);
  }

  /**
   * Each punch a tap, in upload order, each in its own transaction (the card's lock): answers how
   * many were stored, duplicates and unmatched counted apart (unmatched are kept for review).
   */
  async upload(device: GateDevice, punches: readonly DevicePunch[]): Promise<{ stored: number; duplicates: number; unmatched: number }> {
    let stored = 0;
    let duplicates = 0;
    let unmatched = 0;
    for (const punch of punches) {
      try {
        const answer = await this.taps.tap(device, punch.biometricId, punch.punchedAt);
        if (answer.duplicate) duplicates++;
        else stored++;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) unmatched++;
        else throw error;
      }
    }
    return { stored, duplicates, unmatched };
  }
}

const instances = new WeakMap<AppContext, SchoolIclock>();
/** The school side of the push protocol for a running app (set when the school gate routes register). */
export const schoolIclockOf = (context: AppContext) => instances.get(context) ?? null;
export const setSchoolIclock = (context: AppContext, iclock: SchoolIclock) => instances.set(context, iclock);
