import type { SocketState } from './socket';

/** How each live channel state reads and looks. */
export const LIVE_STATE_DISPLAY: Record<SocketState, { label: string; color: string }> = {
  connected: { label: 'Live', color: 'green.9' },
  initialising: { label: 'Connecting', color: 'yellow.9' },
  disconnected: { label: 'Offline', color: 'red.9' },
};
