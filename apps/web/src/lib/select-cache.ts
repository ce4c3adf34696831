import { SELECT_CACHE_DB, SELECT_CACHE_STORE, SELECT_CACHE_VERSION, type SelectOption } from '@haligi/shared';

/**
 * The select fields' browser cache (spec part 2 section 9): IndexedDB database anteSelectCache,
 * store selectOptions, version 1, one record per user and URL (`selectCacheKey`). Every helper
 * degrades to "no cache" when IndexedDB is missing or refuses: the field then just calls the API.
 */
interface CachedOptions {
  options: SelectOption[];
  savedAt: number;
}

let openDatabase: Promise<IDBDatabase | null> | null = null;

function requestToPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function getDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  openDatabase ??= new Promise((resolve) => {
    const request = indexedDB.open(SELECT_CACHE_DB, SELECT_CACHE_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(SELECT_CACHE_STORE)) request.result.createObjectStore(SELECT_CACHE_STORE);
    };
    request.onsuccess = () => {
      const database = request.result;
      // Another tab deleting the database (sign-out) must not wait on this connection.
      database.onversionchange = () => {
        database.close();
        openDatabase = null;
      };
      resolve(database);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return openDatabase;
}

export async function readSelectCache(key: string): Promise<SelectOption[] | undefined> {
  try {
    const database = await getDatabase();
    if (!database) return undefined;
    const store = database.transaction(SELECT_CACHE_STORE, 'readonly').objectStore(SELECT_CACHE_STORE);
    const record = (await requestToPromise(store.get(key))) as CachedOptions | undefined;
    return Array.isArray(record?.options) ? record.options : undefined;
  } catch (error) {
    console.warn('Select cache read failed', error);
    return undefined;
  }
}

export async function writeSelectCache(key: string, options: SelectOption[]): Promise<void> {
  try {
    const database = await getDatabase();
    if (!database) return;
    const store = database.transaction(SELECT_CACHE_STORE, 'readwrite').objectStore(SELECT_CACHE_STORE);
    await requestToPromise(store.put({ options, savedAt: Date.now() } satisfies CachedOptions, key));
  } catch (error) {
    console.warn('Select cache write failed', error);
  }
}

/** Deletes the whole cache database; the session layer calls it on sign-out. */
export async function clearSelectCache(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const pending = openDatabase;
  openDatabase = null;
  const database = await pending?.catch(() => null);
  database?.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(SELECT_CACHE_DB);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}

/** The name the session layer imports. */
export const deleteSelectCache = clearSelectCache;
