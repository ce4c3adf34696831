import { useSyncExternalStore } from 'react';
import { socketManager, type SocketState } from './socket';

/** The live channel state, re-rendering on change. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(socketManager.subscribeState, socketManager.getState);
}
