import { BOQ_EVENTS, BOQ_JOIN_RETRY_MS, BOQ_MESSAGES, BOQ_PUSHES, PUSH, type AccessRevokedPayload } from '@haligi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { socketManager } from '../../../lib/socket';
import type { BoqDataPayload, BoqInformation, BoqPatchPayload, BoqPresenceMember, BoqPresencePayload } from '../api/boq-room-types';
import { BOQ_NO_ANSWER, BOQ_NOT_CONNECTED, emitBoq } from '../api/emit-boq';
import { applyPatchRows, toRowMap, type BoqRowMap } from '../utils/boq-rows';

export interface BoqRoomState {
  information: BoqInformation | null;
  rows: BoqRowMap;
  boqTotal: string;
  boqTotalWithProfit: string;
  /** The last patch applied; null until the first one after a full load. */
  editVersion: number | null;
  members: BoqPresenceMember[];
  /** The server refused to let us in (e.g. another company's BOQ). */
  joinError: string | null;
  /** The server made us leave the room: our rights changed (access-revoked); the reason. */
  accessRevoked: string | null;
}

const EMPTY: BoqRoomState = { information: null, rows: new Map(), boqTotal: '0.00', boqTotalWithProfit: '0.00', editVersion: null, members: [], joinError: null, accessRevoked: null };

export interface BoqRoom extends BoqRoomState {
  /** Sends a room message with {boqId, ...}; a refusal shows a negative notice and reloads. */
  send: (event: string, data?: Record<string, unknown>) => Promise<boolean>;
  reload: () => void;
  mySocketId: string | undefined;
}

/**
 * The BOQ room (spec part 1 section 4, docs/api/boq.md): joins on open (retrying every second until
 * the live channel is connected), leaves on close, rejoins on reconnect, applies BOQ_DATA whole and
 * BOQ_PATCH in editVersion order (a gap reloads).
 */
export function useBoqRoom(boqId: number | null): BoqRoom {
  const [state, setState] = useState<BoqRoomState>(EMPTY);
  const stateRef = useRef(state);
  const update = useCallback((next: BoqRoomState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const reload = useCallback(() => {
    if (boqId === null) return;
    void emitBoq(BOQ_EVENTS.reload, { boqId });
  }, [boqId]);

  useEffect(() => {
    if (boqId === null) return;
    update(EMPTY);
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wasConnected = false;
    const join = () => {
      clearTimeout(retry);
      if (socketManager.getState() !== 'connected') {
        retry = setTimeout(join, BOQ_JOIN_RETRY_MS);
        return;
      }
      void emitBoq(BOQ_EVENTS.join, { boqId }).then((ack) => {
        if (ack.ok) return;
        // Lost on the way: try again; refused: say why and stop.
        if (ack.message === BOQ_NOT_CONNECTED || ack.message === BOQ_NO_ANSWER) retry = setTimeout(join, BOQ_JOIN_RETRY_MS);
        else update({ ...stateRef.current, joinError: ack.message });
      });
    };
    const offData = socketManager.on(BOQ_PUSHES.data, (payload) => {
      const data = payload as BoqDataPayload;
      if (data?.boqInformation?.id !== boqId) return;
      update({
        ...stateRef.current,
        information: data.boqInformation,
        rows: toRowMap(data.boqItems ?? []),
        boqTotal: data.boqTotal,
        boqTotalWithProfit: data.boqTotalWithProfit,
        editVersion: data.boqInformation.editVersion ?? null,
        joinError: null,
      });
    });
    const offPatch = socketManager.on(BOQ_PUSHES.patch, (payload) => {
      const patch = payload as BoqPatchPayload;
      if (patch?.boqId !== boqId) return;
      const current = stateRef.current;
      if (current.editVersion !== null && patch.editVersion <= current.editVersion) return; // already applied
      if (current.editVersion !== null && patch.editVersion !== current.editVersion + 1) {
        reload(); // a patch was missed
        return;
      }
      update({
        ...current,
        rows: applyPatchRows(current.rows, patch),
        boqTotal: patch.boqTotal,
        boqTotalWithProfit: patch.boqTotalWithProfit,
        editVersion: patch.editVersion,
      });
    });
    const offPresence = socketManager.on(BOQ_PUSHES.presence, (payload) => {
      const presence = payload as BoqPresencePayload;
      if (presence?.boqId !== boqId) return;
      update({ ...stateRef.current, members: presence.members ?? [] });
    });
    // Our rights changed: the server already took us out of the room; drop its rows and say why
    // (the notice itself is the session's, for every room).
    const offRevoked = socketManager.on(PUSH.accessRevoked, (payload) => {
      const revoked = payload as AccessRevokedPayload;
      if (revoked?.room !== `boq:${boqId}`) return;
      clearTimeout(retry);
      update({ ...EMPTY, accessRevoked: revoked.reason });
    });
    // A reconnected socket is a new member of no room: join again, which also reloads.
    const offState = socketManager.subscribeState(() => {
      const isConnected = socketManager.getState() === 'connected';
      if (isConnected && !wasConnected && !stateRef.current.accessRevoked) join();
      wasConnected = isConnected;
    });
    wasConnected = socketManager.getState() === 'connected';
    join();
    return () => {
      clearTimeout(retry);
      offData();
      offPatch();
      offPresence();
      offRevoked();
      offState();
      void emitBoq(BOQ_EVENTS.leave, { boqId });
    };
  }, [boqId, reload, update]);

  const send = useCallback(
    async (event: string, data: Record<string, unknown> = {}) => {
      if (boqId === null) return false;
      const ack = await emitBoq(event, { boqId, ...data });
      if (ack.ok) return true;
      // DECISIONS: a failed BOQ socket operation shows a negative notice and the grid resyncs.
      notify({ type: 'negative', message: ack.message || BOQ_MESSAGES.locked, position: 'top' });
      reload();
      return false;
    },
    [boqId, reload],
  );

  return { ...state, send, reload, mySocketId: socketManager.getSocket()?.id };
}
