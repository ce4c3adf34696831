import type { SocketState } from './socket';

/** How each live channel state reads and looks. */
export const LIVE_STATE_DISPLAY: Record<SocketState, { label: string; color: string }> = {
  connected: { label: 'Live', color: '#1e6b2e' },
  initialising: { label: 'Connecting', color: '#8a5a00' },
  disconnected: { label: 'Offline', color: '#b02a2a' },
};
