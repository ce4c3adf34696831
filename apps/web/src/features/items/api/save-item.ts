import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimpleItemRequest, VariationItemRequest } from '@haligi/shared';
import { api } from '../../../lib/api';
import type { ActionAnswer } from '../../../lib/use-server-action';
import { invalidateItems } from './invalidate-items';
import type { ItemAnswer } from './item-types';

export type SaveItemInput =
  | { kind: 'simple'; id: number | null; body: SimpleItemRequest }
  | { kind: 'variation'; id: number | null; body: VariationItemRequest };

/** The four item writes of spec part 2 section 7, each answering {data, message}. */
export function saveItem(input: SaveItemInput): Promise<ActionAnswer<ItemAnswer>> {
  if (input.kind === 'simple') {
    return input.id === null
      ? api('POST', '/items', { body: input.body })
      : api('POST', '/items/update-simple-item', { body: { ...input.body, id: input.id } });
  }
  return input.id === null
    ? api('POST', '/items/withVariants', { body: input.body })
    : api('POST', `/items/update-variation-item/${input.id}`, { body: { ...input.body, id: input.id } });
}

/** Saves an item; the item tables reload. A failure reaches the Error dialog. */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveItem, onSuccess: () => invalidateItems(queryClient) });
}
