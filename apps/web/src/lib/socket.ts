import {
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_RESTART_DELAY_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@haligi/shared';
import { io, type Socket } from 'socket.io-client';
import { getActiveConnection } from './connections';
import { sessionStore } from './session-store';

/** The live channel states of spec part 1 section 4. */
export type SocketState = 'initialising' | 'connected' | 'disconnected';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type PushHandler = (payload: unknown) => void;

export const SOCKET_NOT_AUTHENTICATED = 'User not authenticated. Cannot initialize socket.';

/**
 * Owns the one live-channel connection: started after sign-in, replaced when dead, restarted when
 * the connection choice changes. Pushes are fanned out to subscribers by event name.
 */
class SocketManager {
  private socket: AppSocket | null = null;
  private isInitialising = false;
  private state: SocketState = 'disconnected';
  private readonly stateListeners = new Set<() => void>();
  private readonly pushHandlers = new Map<string, Set<PushHandler>>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** Called when the server refuses the token; the app checks the session over HTTP. */
  onAuthRejected: (() => void) | null = null;

  getState = () => this.state;
  getSocket = () => this.socket;

  subscribeState = (listener: () => void) => {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  };

  /** Subscribes to a server push; returns the unsubscribe function. */
  on(event: string, handler: PushHandler) {
    const handlers = this.pushHandlers.get(event) ?? new Set<PushHandler>();
    handlers.add(handler);
    this.pushHandlers.set(event, handlers);
    return () => {
      handlers.delete(handler);
    };
  }

  start() {
    const { token } = sessionStore.getState();
    if (!token) {
      console.log(SOCKET_NOT_AUTHENTICATED);
      return;
    }
    if (this.isInitialising) return;
    if (this.socket && (this.socket.connected || this.socket.active)) return;
    this.disposeSocket(); // a dead socket is replaced

    this.isInitialising = true;
    this.setState('initialising');
    const socket: AppSocket = io(getActiveConnection().SOCKET_URL, {
      auth: { token },
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
      reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MS,
    });
    this.socket = socket;
    socket.on('connect', () => {
      this.isInitialising = false;
      this.setState('connected');
    });
    socket.on('disconnect', () => this.setState('disconnected'));
    socket.on('connect_error', (error) => {
      this.isInitialising = false;
      this.setState('disconnected');
      if (socket.active) return; // the manager reconnects by itself
      // The server refused the handshake: socket.io does not retry that on its own.
      if (/token|auth/i.test(error.message)) this.onAuthRejected?.();
      this.scheduleRetry();
    });
    socket.onAny((event: string, payload: unknown) => {
      this.pushHandlers.get(event)?.forEach((handler) => handler(payload));
    });
  }

  stop() {
    clearTimeout(this.retryTimer);
    clearTimeout(this.restartTimer);
    this.disposeSocket();
    this.isInitialising = false;
    this.setState('disconnected');
  }

  /** The connection choice changed: disconnect and start again after 100 ms. */
  restartAfterConnectionChange() {
    this.stop();
    this.restartTimer = setTimeout(() => this.start(), SOCKET_RESTART_DELAY_MS);
  }

  private scheduleRetry() {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (sessionStore.getState().token) this.start();
    }, SOCKET_RECONNECTION_DELAY_MS);
  }

  private disposeSocket() {
    if (!this.socket) return;
    this.socket.removeAllListeners();
    this.socket.offAny();
    this.socket.disconnect();
    this.socket = null;
  }

  private setState(next: SocketState) {
    if (next === this.state) return;
    this.state = next;
    this.stateListeners.forEach((listener) => listener());
  }
}

export const socketManager = new SocketManager();
