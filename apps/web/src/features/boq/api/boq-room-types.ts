/** The BOQ room's payloads: one definition, in shared (realtime.events.ts), for server and web. */
export type {
  BoqDataPayload,
  BoqFlatRow as BoqGridRow,
  BoqInformation,
  BoqPatchPayload,
  BoqPresenceMember,
  BoqPresencePayload,
} from '@haligi/shared';
