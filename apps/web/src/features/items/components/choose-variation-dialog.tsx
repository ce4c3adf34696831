import { Button, Center, Loader, Select, Stack, Text } from '@mantine/core';
import { IconArrowsSplit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useItem } from '../api/get-item';
import { getVariationItem } from '../api/get-variation-item';
import type { ItemAnswer } from '../api/item-types';
import { itemChoiceLabel } from '../utils/to-chosen-item';
import { tiersOfItem } from '../utils/tiers-of-item';
import { LoadError } from '../../../components/load-error';

export interface ChooseVariationDialogProps {
  /** The item with variations; null closes the dialog. */
  parent: { id: number; name: string; sku: string } | null;
  onClose: () => void;
  onChosen: (variant: ItemAnswer) => void;
  /** Offer published variations only (a draft one is answered as not choosable). */
  publishedOnly?: boolean;
}

/**
 * Choose Variation (spec part 2 sections 2, 4): one select per tier; each change asks the server
 * for the matching variant; Submit only once one is found.
 */
export function ChooseVariationDialog({ parent, onClose, onChosen, publishedOnly = false }: ChooseVariationDialogProps) {
  const item = useItem(parent?.id ?? null);
  const tiers = item.data ? tiersOfItem(item.data) : [];
  const [chosen, setChosen] = useState<Record<string, string>>({});
  useEffect(() => setChosen({}), [parent?.id]);

  const isComplete = tiers.length > 0 && tiers.every((tier) => chosen[tier.key]);
  const match = useQuery({
    queryKey: ['variation-item', parent?.id, chosen, publishedOnly],
    queryFn: ({ signal }) => getVariationItem(parent!.id, chosen, signal, publishedOnly),
    enabled: Boolean(parent) && isComplete,
    retry: false,
    staleTime: 0,
    // "No variation matches" is an answer shown under the selects, not an Error dialog.
    meta: { skipErrorDialog: true },
  });
  const found = isComplete && match.isSuccess ? match.data : null;

  return (
    <DialogShell
      isDirty={false}
      opened={parent !== null}
      onClose={onClose}
      title="Choose Variation"
      icon={<IconArrowsSplit size={20} aria-hidden />}
      size="sm"
      minWidth="360px"
      submitActions={
        <>
          <DialogCancelButton />
          <Button disabled={!found} onClick={() => found && onChosen(found)}>
            Submit
          </Button>
        </>
      }
    >
      {item.isError ? (
        <LoadError what="variations" error={item.error} onRetry={() => void item.refetch()} isRetrying={item.isFetching} />
      ) : item.isPending ? (
        <Center py="lg" role="status" aria-label="Loading variations">
          <Loader size="sm" aria-hidden />
        </Center>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{parent ? itemChoiceLabel(parent) : ''}</Text>
          {tiers.map((tier) => (
            <Select
              key={tier.key}
              label={tier.key}
              placeholder={`Choose ${tier.key}`}
              data={tier.attributes}
              value={chosen[tier.key] ?? null}
              onChange={(value) => setChosen((current) => ({ ...current, [tier.key]: value ?? '' }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
          <Text size="sm" role="status" c={match.isError && isComplete ? 'red.9' : MUTED_TEXT_COLOR} data-testid="variation-match">
            {!isComplete
              ? 'Choose one option per tier.'
              : match.isFetching
                ? 'Looking for the variation...'
                : found
                  ? `Variation: ${itemChoiceLabel(found)}`
                  : match.error?.message || 'No variation matches the chosen options'}
          </Text>
        </Stack>
      )}
    </DialogShell>
  );
}
