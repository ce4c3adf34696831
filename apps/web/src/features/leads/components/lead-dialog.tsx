import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTargetArrow } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { buildLeadPayload, clientContactDetails, contactDetailsForClient, LEAD_MESSAGES } from '@haligi/shared';
import { useEffect, useRef, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { hideNotice, notify } from '../../../lib/notify';
import { useAccount } from '../../../lib/session';
import type { ActionAnswer } from '../../../lib/use-server-action';
import { useSaveLead } from '../api/save-lead';
import { SELECT_URLS, selectKey } from '../api/select-lists';
import { rememberLeadSource, toLeadForm, validateLeadForm, type LeadAnswer, type LeadForm } from '../utils/lead-form-values';
import { ClientDialog } from './client-dialog';
import { LeadFields } from './lead-fields';
import { LeadTypeDialog } from './lead-type-dialog';

export interface LeadDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The GET /lead?id= answer to edit; absent creates a lead. */
  lead?: LeadAnswer | null;
  /** Receives the server's answer ({data, message}) once saved. */
  onSaved?: (answer: ActionAnswer<Record<string, unknown>>) => void;
}

const SAVING_NOTICE_ID = 'lead-dialog-saving';

/** Create Lead / Edit Lead (spec part 1 sections 2, 3, 5, 8, 9). */
export function LeadDialog({ opened, onClose, lead, onSaved }: LeadDialogProps) {
  const account = useAccount();
  const queryClient = useQueryClient();
  const form = useForm<LeadForm>({ initialValues: toLeadForm(lead, account.id), validate: validateLeadForm });
  const save = useSaveLead();
  const [adding, setAdding] = useState<'client' | 'leadType' | null>(null);
  const isEditing = Boolean(lead?.id);
  // What the chosen client filled into Contact Details; replaced when the client changes unless the user edited it.
  const filledContact = useRef('');

  useEffect(() => {
    if (!opened) return;
    form.setValues(toLeadForm(lead, account.id));
    form.resetDirty();
    form.clearErrors();
    filledContact.current = '';
    // Refilled when the dialog opens or gets another lead, not on every form change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, lead, account.id]);

  /** The client chosen (picked, or created from here): its email and contact details follow it. */
  const chooseClient = (clientId: number | null, client: { email?: unknown; contactNumber?: unknown } | null) => {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const details = clientContactDetails(client ? { email: text(client.email), contactNumber: text(client.contactNumber) } : null);
    form.setValues({
      clientId,
      clientEmailAddress: text(client?.email),
      contactDetails: contactDetailsForClient(form.getValues().contactDetails, filledContact.current, details),
    });
    filledContact.current = details;
  };

  // A new client or type is picked once its list has reloaded, so the select can show its label.
  const pickNew = async (listUrl: string, apply: () => void) => {
    await queryClient.refetchQueries({ queryKey: selectKey(listUrl) });
    apply();
  };

  const submit = form.onSubmit((values) => {
    notify({ id: SAVING_NOTICE_ID, type: 'ongoing', message: isEditing ? LEAD_MESSAGES.updating : LEAD_MESSAGES.creating, position: 'top', timeout: 0 });
    save.mutate(buildLeadPayload(values), {
      onSuccess: (answer) => {
        if (!isEditing) rememberLeadSource(account.id, values.leadSource);
        notify({ type: 'positive', message: isEditing ? LEAD_MESSAGES.updated : LEAD_MESSAGES.created, position: 'top' });
        onSaved?.(answer);
        onClose();
      },
      // The Error dialog shows the server's message; the dialog keeps the input (DECISIONS).
      onSettled: () => hideNotice(SAVING_NOTICE_ID),
    });
  });

  return (
    <>
      <DialogShell
        isDirty={form.isDirty()}
        opened={opened}
        onClose={onClose}
        title={isEditing ? LEAD_MESSAGES.dialogEditTitle : LEAD_MESSAGES.dialogCreateTitle}
        icon={<IconTargetArrow size={20} aria-hidden />}
        size="lg"
        submitActions={
          <>
            <DialogCancelButton>Close</DialogCancelButton>
            <Button type="submit" form="lead-form" loading={save.isPending}>
              {isEditing ? 'Update' : 'Save'}
            </Button>
          </>
        }
      >
        <form id="lead-form" onSubmit={submit} noValidate>
          <LeadFields form={form} onClientChange={chooseClient} onAddClient={() => setAdding('client')} onAddLeadType={() => setAdding('leadType')} />
        </form>
      </DialogShell>
      <ClientDialog
        opened={adding === 'client'}
        onClose={() => setAdding(null)}
        onSaved={(client) =>
          void pickNew(SELECT_URLS.client, () => chooseClient(client.id, client))
        }
      />
      <LeadTypeDialog
        opened={adding === 'leadType'}
        onClose={() => setAdding(null)}
        onSaved={(name) => void pickNew(SELECT_URLS.leadType, () => form.setFieldValue('leadType', name))}
      />
    </>
  );
}
