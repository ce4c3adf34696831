export {
  ConfigureEmailNotice,
  EmailComposeDialog,
  EMAIL_MESSAGES,
  splitRecipients,
  type EmailComposeDialogProps,
  type EmailComposeMode,
  type EmailDraft,
} from './email-compose-dialog';
export { EMAIL_CONFIG_KEY, fetchEmailConfig, useEmailConfig } from './email-config-api';
