import '@mantine/tiptap/styles.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../dialog-shell';

export interface EmailDraft {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  html: string;
}

export const EMAIL_MESSAGES = {
  noRecipient: 'Please specify at least one recipient',
  sent: 'Email sent successfully',
  failed: 'Failed to send email',
} as const;

/** Recipients are split by comma and trimmed (spec part 2 section 5). */
export const splitRecipients = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export interface EmailComposeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Pre-filled fields (e.g. the client's address). */
  initial?: Partial<EmailDraft>;
  /** Sends; rejects with the reason to show. The dialog closes on success. */
  onSend: (draft: EmailDraft) => Promise<void>;
}

const EMPTY: EmailDraft = { to: '', cc: '', bcc: '', subject: '', html: '' };

/** New Message: to, cc, bcc, subject and a rich-text body (spec part 2 sections 2, 5, 7, 8, 9). */
export function EmailComposeDialog({ opened, onClose, initial, onSend }: EmailComposeDialogProps) {
  const [draft, setDraft] = useState<EmailDraft>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Partial<Record<keyof EmailDraft, string>>>({});
  const [isSending, setIsSending] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: '',
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': 'Message body', role: 'textbox', 'aria-multiline': 'true', style: 'min-height: 300px' } },
    onUpdate: ({ editor: e }) => setDraft((d) => ({ ...d, html: e.getHTML() })),
  });

  useEffect(() => {
    if (!opened) return;
    setDraft({ ...EMPTY, ...initial });
    setErrors({});
    editor?.commands.setContent('');
    // Reset only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const set = (key: keyof EmailDraft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const send = async () => {
    const next: typeof errors = {};
    if (splitRecipients(draft.to).length === 0) next.to = EMAIL_MESSAGES.noRecipient;
    if (!draft.subject.trim()) next.subject = 'Subject is required';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setIsSending(true);
    try {
      await onSend({
        ...draft,
        to: splitRecipients(draft.to).join(', '),
        cc: splitRecipients(draft.cc).join(', '),
        bcc: splitRecipients(draft.bcc).join(', '),
      });
      onClose();
    } catch {
      // The caller has told the user why; the draft stays for another try.
    } finally {
      setIsSending(false);
    }
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="New Message"
      size="lg"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={send} loading={isSending}>
            Send
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="To" required value={draft.to} onChange={set('to')} error={errors.to} description="Separate addresses with commas" />
        <TextInput label="Cc" value={draft.cc} onChange={set('cc')} />
        <TextInput label="Bcc" value={draft.bcc} onChange={set('bcc')} />
        <TextInput label="Subject" required value={draft.subject} onChange={set('subject')} error={errors.subject} />
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden>
            Message
          </Text>
          <RichTextEditor editor={editor}>
            <RichTextEditor.Toolbar>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
                <RichTextEditor.Strikethrough />
                <RichTextEditor.ClearFormatting />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Blockquote />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Undo />
                <RichTextEditor.Redo />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            {/* Spec part 2 section 9: the editing area is at least 300px tall (set on the editable element). */}
            <RichTextEditor.Content />
          </RichTextEditor>
        </Stack>
      </Stack>
    </DialogShell>
  );
}
