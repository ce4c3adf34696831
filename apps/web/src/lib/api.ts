import { formatErrorMessage } from '@haligi/shared';
import { getActiveConnection } from './connections';
import { storage } from './storage';

/** A failed call: the server's `{statusCode, message, error}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly serverMessage: string | string[],
    readonly error: string,
  ) {
    super(formatErrorMessage(serverMessage));
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** The session layer subscribes: a 401 clears login data and goes to login with a redirect. */
export function onUnauthorized(listener: Listener) {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface ApiOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** A 401 here is an answer, not an expired session (sign-in forms). */
  isAuthAttempt?: boolean;
  signal?: AbortSignal;
  /** Answers the body as a Blob (a PDF, an image, a spreadsheet) instead of JSON. */
  isBlob?: boolean;
}

/** Calls the API of the selected connection with the stored token in the spec's `token` header. */
export async function api<T>(method: string, path: string, options: ApiOptions = {}): Promise<T> {
  const base = getActiveConnection().API_URL.replace(/\/$/, '');
  const url = new URL(`${base}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  const token = storage.getToken();
  if (token) headers.token = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.', 'Network Error');
  }
  if (options.isBlob && response.ok) return (await response.blob()) as T;
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: string | string[]; error?: string };
    const error = new ApiError(response.status, payload.message ?? response.statusText, payload.error ?? 'Error');
    if (response.status === 401 && !options.isAuthAttempt && token) unauthorizedListeners.forEach((l) => l(error));
    throw error;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
