import type { BoqAck } from '@haligi/shared';
import type { Socket } from 'socket.io-client';
import { socketManager } from '../../../lib/socket';

/** How long a room message waits for its acknowledgement. */
const BOQ_ACK_TIMEOUT_MS = 15_000;
export const BOQ_NOT_CONNECTED = 'Not connected to the live channel';
export const BOQ_NO_ANSWER = 'The server did not answer';

/** Sends a BOQ room message and resolves with the server's acknowledgement ({ok} or {ok: false, message}). */
export async function emitBoq(event: string, payload: unknown): Promise<BoqAck> {
  // The room messages are not in the shared typed event map: their payloads are parsed by zod on the server.
  const socket = socketManager.getSocket() as unknown as Socket | null;
  if (!socket?.connected) return { ok: false, message: BOQ_NOT_CONNECTED };
  try {
    const ack = (await socket.timeout(BOQ_ACK_TIMEOUT_MS).emitWithAck(event, payload)) as BoqAck | undefined;
    return ack ?? { ok: false, message: BOQ_NO_ANSWER };
  } catch {
    return { ok: false, message: BOQ_NO_ANSWER };
  }
}
