import { api } from '../../../lib/api';
import type { ItemAnswer } from './item-types';

/**
 * POST /items/get-variation-item: the variant of a parent matching the chosen attribute per tier,
 * or a 404 "No variation matches the chosen options". `publishedOnly` refuses a draft variation (422).
 */
export async function getVariationItem(itemId: number, variations: Record<string, string>, signal?: AbortSignal, publishedOnly = false): Promise<ItemAnswer> {
  const answer = await api<{ data: ItemAnswer }>('POST', '/items/get-variation-item', { body: { itemId, variations, publishedOnly }, signal });
  return answer.data;
}
