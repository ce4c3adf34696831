import type { Db } from '../db/client';

/** The channel the database's triggers notify when sessions, accounts, roles or companies change (migration 0007). */
export const AUTH_CHANGED_CHANNEL = 'haligi_auth_changed';
/** A cached sign-in is read again from the database at least this often. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  /** Re-read after this (the TTL, or the session's own expiry if sooner). */
  until: number;
}

/**
 * Signed-in callers resolved recently, by token hash, so a read does not wait for the token lookup
 * before its own queries. Correctness rests on invalidation, not on the TTL:
 * - the whole cache is cleared when the database reports a change to sessions, accounts, roles or
 *   companies (a statement trigger notifies every server process, whatever wrote the change);
 * - the writes this process makes clear it at once too (`forgetSessions`), so its next request
 *   never sees the old state, even before the notification arrives;
 * - the cache serves nothing while it is not listening: a lost listener connection means every
 *   request reads the database until the listener is back.
 */
export class SessionCache<T> {
  private entries = new Map<string, Entry<T>>();
  private listening = false;
  /** Bumped by every clear: a lookup that started before a clear does not store what it read. */
  private generation = 0;

  /** Call before reading the database; pass the answer to `set`. */
  begin() {
    return this.generation;
  }

  get(tokenHash: string, now = Date.now()): T | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  set(tokenHash: string, value: T, sessionExpiresAt: Date, generation: number, now = Date.now()) {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { value, until: Math.min(now + SESSION_CACHE_TTL_MS, sessionExpiresAt.getTime()) });
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  /** Serve from the cache only while the change notifications are being received. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.clear();
  }

  get size() {
    return this.entries.size;
  }
}

const caches = new WeakMap<Db, SessionCache<unknown>>();
const live = new Set<SessionCache<unknown>>();

/** The cache of a database, when its server process armed one. */
export function sessionCacheOf<T>(db: Db): SessionCache<T> | undefined {
  return caches.get(db) as SessionCache<T> | undefined;
}

/** Creates the cache of a database; `close` forgets it. */
export function createSessionCache<T>(db: Db) {
  const cache = new SessionCache<T>();
  caches.set(db, cache as SessionCache<unknown>);
  live.add(cache as SessionCache<unknown>);
  return {
    cache,
    close() {
      // Two test servers can share one embedded database: only forget the mapping if it is ours.
      if (caches.get(db) === cache) caches.delete(db);
      live.delete(cache as SessionCache<unknown>);
    },
  };
}

/**
 * Drops every cached sign-in of this process. Called by the writes that change who a token is or
 * what it may do (sign-out, password, role, account), before they answer.
 */
export function forgetSessions() {
  for (const cache of live) cache.clear();
}
