import { api } from '../../../lib/api';
import type { ItemAnswer } from './item-types';

/**
 * POST /items/get-variation-item: the variant of a parent matching the chosen attribute per tier,
 * or a 404 "No variation matches the chosen options".
 */
export async function getVariationItem(itemId: number, variations: Record<string, string>, signal?: AbortSignal): Promise<ItemAnswer> {
  const answer = await api<{ data: ItemAnswer }>('POST', '/items/get-variation-item', { body: { itemId, variations }, signal });
  return answer.data;
}
