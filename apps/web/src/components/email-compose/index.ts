export { EmailComposeDialog, EMAIL_MESSAGES, splitRecipients, type EmailComposeDialogProps, type EmailDraft } from './email-compose-dialog';
