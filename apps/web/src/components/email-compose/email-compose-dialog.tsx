import '@mantine/tiptap/styles.css';
import {
  EDITOR_FONT_SIZES,
  EDITOR_FONTS,
  EMAIL_EDITOR_MIN_HEIGHT_PX,
  EMAIL_MESSAGES,
  EMAIL_SETTINGS_PATH,
  editorFontOf,
  editorSizeOf,
  splitRecipients,
} from '@haligi/shared';
import { Alert, Anchor, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconSettings } from '@tabler/icons-react';
import { TextAlign } from '@tiptap/extension-text-align';
import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DialogCancelButton, DialogShell } from '../dialog-shell';
import { MUTED_TEXT_COLOR } from '../page-header';
import { useEmailConfig } from './email-config-api';

export { EMAIL_MESSAGES, splitRecipients };

export interface EmailDraft {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  html: string;
}

/** new: "New Message"; reply and forward come from the email client with the quoted mail in `initial`. */
export type EmailComposeMode = 'new' | 'reply' | 'forward';

const TITLES: Record<EmailComposeMode, string> = { new: 'New Message', reply: 'Reply', forward: 'Forward' };

export interface EmailComposeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Pre-filled fields (the client's address; a reply's "Re:" subject and quoted body as html). */
  initial?: Partial<EmailDraft>;
  /** Sends; rejects with the reason to show. The dialog closes on success. */
  onSend: (draft: EmailDraft) => Promise<void>;
  /** The dialog's title: New Message (default), Reply or Forward. */
  mode?: EmailComposeMode;
  /**
   * Whether the member's own mailbox (settings/email) is needed. `required` (the email client):
   * without one the dialog only says "Please configure your email settings first" with the link.
   * `preferred` (the lead page): the dialog says which address the mail leaves from, the
   * member's or the system's. Left out: no check.
   */
  mailbox?: 'required' | 'preferred';
}

const EMPTY: EmailDraft = { to: '', cc: '', bcc: '', subject: '', html: '' };

/** Sizes 1 to 7 and the 8 fonts (spec part 2 section 9), following the selection. */
function FontControls({ editor }: { editor: Editor | null }) {
  const current = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      size: editorSizeOf(e?.getAttributes('textStyle').fontSize as string | undefined),
      font: editorFontOf(e?.getAttributes('textStyle').fontFamily as string | undefined),
    }),
  });
  const setSize = (value: string) => {
    const size = EDITOR_FONT_SIZES.find((s) => s.value === value);
    if (!editor) return;
    if (size) editor.chain().focus().setFontSize(size.css).run();
    else editor.chain().focus().unsetFontSize().run();
  };
  const setFont = (value: string) => {
    const font = EDITOR_FONTS.find((f) => f.label === value);
    if (!editor) return;
    if (font) editor.chain().focus().setFontFamily(font.css).run();
    else editor.chain().focus().unsetFontFamily().run();
  };
  return (
    <RichTextEditor.ControlsGroup>
      <NativeSelect
        size="xs"
        aria-label="Font size"
        value={current?.size ?? ''}
        onChange={(event) => setSize(event.currentTarget.value)}
        data={[{ value: '', label: 'Size' }, ...EDITOR_FONT_SIZES.map((size) => ({ value: size.value, label: size.label }))]}
        w={72}
      />
      <NativeSelect
        size="xs"
        aria-label="Font"
        value={current?.font ?? ''}
        onChange={(event) => setFont(event.currentTarget.value)}
        data={[{ value: '', label: 'Font' }, ...EDITOR_FONTS.map((font) => ({ value: font.label, label: font.label }))]}
        w={150}
        ml={4}
      />
    </RichTextEditor.ControlsGroup>
  );
}

/** "Please configure your email settings first" and the link to settings/email (spec part 2 section 5). */
export function ConfigureEmailNotice({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Alert color="yellow" variant="light" title={EMAIL_MESSAGES.notConfigured} icon={<IconSettings size={18} aria-hidden />}>
      <Text size="sm">
        Connect your own mailbox to send and read mail here.{' '}
        <Anchor component={Link} to={EMAIL_SETTINGS_PATH} onClick={onNavigate} fw={600}>
          Open email settings
        </Anchor>
      </Text>
    </Alert>
  );
}

/** Compose, reply and forward: to, cc, bcc, subject and a rich-text body (spec part 2 sections 2, 5, 7, 8, 9). */
export function EmailComposeDialog({ opened, onClose, initial, onSend, mode = 'new', mailbox }: EmailComposeDialogProps) {
  const [draft, setDraft] = useState<EmailDraft>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Partial<Record<keyof EmailDraft, string>>>({});
  const [isSending, setIsSending] = useState(false);
  const config = useEmailConfig({ enabled: opened && mailbox !== undefined });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false } }),
      TextStyle,
      FontSize,
      FontFamily,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: initial?.html ?? '',
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': 'Message body', role: 'textbox', 'aria-multiline': 'true', style: `min-height: ${EMAIL_EDITOR_MIN_HEIGHT_PX}px` },
    },
    onUpdate: ({ editor: e }) => setDraft((d) => ({ ...d, html: e.getHTML() })),
  });

  useEffect(() => {
    if (!opened) return;
    setDraft({ ...EMPTY, ...initial });
    setErrors({});
    editor?.commands.setContent(initial?.html ?? '');
    // Reset only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const set = (key: keyof EmailDraft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };

  // Without a readable configuration (none saved, or no right to settings/email) the member has no mailbox.
  const ownMailbox = config.isSuccess ? config.data : null;
  const isCheckingMailbox = mailbox !== undefined && config.isPending;
  const isBlocked = mailbox === 'required' && !isCheckingMailbox && !ownMailbox;

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
      title={TITLES[mode]}
      size="lg"
      isDirty={isBlocked ? false : undefined}
      submitActions={
        isBlocked ? (
          <DialogCancelButton>Close</DialogCancelButton>
        ) : (
          <>
            <DialogCancelButton />
            <Button onClick={send} loading={isSending} disabled={isCheckingMailbox}>
              Send
            </Button>
          </>
        )
      }
    >
      {isCheckingMailbox ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Checking your email settings" />
        </Group>
      ) : isBlocked ? (
        <ConfigureEmailNotice onNavigate={onClose} />
      ) : (
        <Stack gap="sm">
          {mailbox === 'preferred' &&
            (ownMailbox ? (
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                From: {ownMailbox.fromName ? `${ownMailbox.fromName} <${ownMailbox.fromEmail}>` : ownMailbox.fromEmail}
              </Text>
            ) : (
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                Sent from the company&apos;s system address.{' '}
                <Anchor component={Link} to={EMAIL_SETTINGS_PATH} onClick={onClose} size="sm">
                  Configure your email settings
                </Anchor>{' '}
                to send from your own mailbox.
              </Text>
            ))}
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
                  <RichTextEditor.AlignLeft />
                  <RichTextEditor.AlignCenter />
                  <RichTextEditor.AlignRight />
                  <RichTextEditor.AlignJustify />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Bold />
                  <RichTextEditor.Italic />
                  <RichTextEditor.Underline />
                  <RichTextEditor.Strikethrough />
                  <RichTextEditor.ClearFormatting />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.BulletList />
                  <RichTextEditor.OrderedList />
                  <RichTextEditor.Blockquote />
                </RichTextEditor.ControlsGroup>
                <FontControls editor={editor} />
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
      )}
    </DialogShell>
  );
}
