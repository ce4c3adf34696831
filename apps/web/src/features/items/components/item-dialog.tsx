import { Button, Center, Loader, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPackage } from '@tabler/icons-react';
import {
  ITEM_CONFIRM_TEXTS,
  ITEM_DIALOG_MAX_WIDTH,
  ITEM_DIALOG_TITLES,
  ITEM_DIALOG_WIDTH,
  ITEM_SAVE_LABELS,
  ITEM_TAB_LABELS,
} from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { confirmAction } from '../../../lib/confirm';
import { emitItemUpdated } from '../../../lib/item-events';
import { notify, notifySampleFilled } from '../../../lib/notify';
import { useAccount } from '../../../lib/session';
import { useItem } from '../api/get-item';
import type { ItemAnswer } from '../api/item-types';
import { useSaveItem } from '../api/save-item';
import { buildSimplePayload, buildVariationPayload, itemKindOf, toItemForm, type ItemFormValues, type ItemKind } from '../utils/item-form-values';
import { makeSampleItem } from '../utils/sample-item';
import { validateItemForm } from '../utils/validate-item-form';
import { ItemFields } from './item-fields';

export interface ItemDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Edits this item (loaded with GET /items/{id}); absent creates one. */
  itemId?: number | null;
  /** The saved item, after the dialog has announced it (item-updated). */
  onSaved?: (item: ItemAnswer) => void;
}

const FORM_ID = 'item-form';

/** The item create/edit dialog (spec part 2 sections 2, 4, 5; DECISIONS: stays open on failure). */
export function ItemDialog({ opened, onClose, itemId, onSaved }: ItemDialogProps) {
  const account = useAccount();
  const isEditing = typeof itemId === 'number' && itemId > 0;
  const mode = isEditing ? 'edit' : 'create';
  const item = useItem(opened && isEditing ? itemId : null);
  const [kind, setKind] = useState<ItemKind>('simple');
  const form = useForm<ItemFormValues>({ initialValues: toItemForm() });
  const save = useSaveItem();
  const loaded = isEditing ? item.data : null;

  useEffect(() => {
    if (!opened) return;
    if (isEditing && !loaded) return;
    form.setValues(toItemForm(loaded));
    form.resetDirty();
    form.clearErrors();
    setKind(itemKindOf(loaded));
    // Refilled when the dialog opens or its item loads, not on every form change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, isEditing, loaded]);

  const fillSample = async () => {
    form.setValues(await makeSampleItem(kind));
    notifySampleFilled();
  };

  const submit = async () => {
    const errors = validateItemForm(form.values, kind, isEditing);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const isConfirmed = await confirmAction({
      title: ITEM_SAVE_LABELS[mode],
      message: ITEM_CONFIRM_TEXTS[mode],
      confirmLabel: ITEM_SAVE_LABELS[mode],
      isPersistent: true,
    });
    if (!isConfirmed) return;
    const id = isEditing ? itemId : null;
    const input =
      kind === 'simple'
        ? ({ kind, id, body: buildSimplePayload(form.values) } as const)
        : ({ kind, id, body: buildVariationPayload(form.values, isEditing) } as const);
    save.mutate(input, {
      onSuccess: (answer) => {
        notify({ type: 'positive', message: answer.message, position: 'top' });
        if (answer.data) {
          emitItemUpdated(answer.data);
          onSaved?.(answer.data);
        }
        onClose();
      },
      // A failure shows the Error dialog (query client) and keeps the dialog and its input.
    });
  };

  const fields = (tabKind: ItemKind) => (
    <ItemFields form={form} kind={tabKind} isEditing={isEditing} hasParent={Boolean(loaded?.parentId ?? loaded?.parent)} />
  );

  let body;
  if (isEditing && item.isPending) {
    body = (
      <Center py="xl" role="status" aria-label="Loading item">
        <Loader size="sm" aria-hidden />
      </Center>
    );
  } else if (isEditing && item.isError) {
    body = (
      <Text c="red.9" role="alert">
        Could not load the item: {item.error.message}
      </Text>
    );
  } else if (isEditing) {
    body = fields(kind);
  } else {
    // The tabs are shown only when creating (spec part 2 section 2).
    body = (
      <Tabs value={kind} onChange={(value) => value && setKind(value as ItemKind)} keepMounted={false}>
        <Tabs.List mb="md" grow>
          <Tabs.Tab value="simple">{ITEM_TAB_LABELS.simple}</Tabs.Tab>
          <Tabs.Tab value="variation">{ITEM_TAB_LABELS.variation}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="simple">{fields('simple')}</Tabs.Panel>
        <Tabs.Panel value="variation">{fields('variation')}</Tabs.Panel>
      </Tabs>
    );
  }

  return (
    <DialogShell
      isDirty={form.isDirty()}
      opened={opened}
      onClose={onClose}
      title={ITEM_DIALOG_TITLES[mode]}
      icon={<IconPackage size={20} aria-hidden />}
      width={ITEM_DIALOG_WIDTH}
      maxWidth={ITEM_DIALOG_MAX_WIDTH}
      onTitleDoubleClick={account.isDeveloper ? () => void fillSample() : undefined}
      submitActions={
        <>
          <DialogCancelButton />
          <Button type="submit" form={FORM_ID} loading={save.isPending} disabled={isEditing && !loaded}>
            {ITEM_SAVE_LABELS[mode]}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Nested dialogs are portals: keep the submit from reaching a dialog that opened this one.
          event.stopPropagation();
          void submit();
        }}
      >
        {body}
      </form>
    </DialogShell>
  );
}
