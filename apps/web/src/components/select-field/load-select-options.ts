import { normalizeOptions, SELECT_INVALID_RESPONSE, selectCacheKey, type SelectOption } from '@haligi/shared';
import { api } from '../../lib/api';
import { readSelectCache, writeSelectCache } from '../../lib/select-cache';
import { storage } from '../../lib/storage';

/**
 * Loads a select list: an array or `{list}` (spec part 2 section 7). An answer that is not JSON
 * is an invalid response; a JSON answer of the wrong shape is logged and read as empty (section 8).
 * With `isCached` the browser store answers first, per signed-in user and URL.
 */
export async function loadSelectOptions(apiUrl: string, isCached: boolean, signal?: AbortSignal): Promise<SelectOption[]> {
  const cacheKey = selectCacheKey(storage.getAccount()?.id, apiUrl);
  if (isCached) {
    const cached = await readSelectCache(cacheKey);
    if (cached) return cached;
  }
  const response = await api<unknown>('GET', apiUrl, { signal });
  if (response === null || typeof response !== 'object') throw new Error(SELECT_INVALID_RESPONSE);
  const { options, isMalformed } = normalizeOptions(response);
  if (isMalformed) console.warn(`Select options from ${apiUrl} have an unexpected shape; shown as empty`, response);
  if (isCached && !isMalformed) await writeSelectCache(cacheKey, options);
  return options;
}
