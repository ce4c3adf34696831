import type { ComponentType } from 'react';
import { EmailSettingsPage } from './email-settings-page';

/** The member's own mailbox screen (settings/email, decision 0062). */
export const EMAIL_SETTINGS_PAGES: Record<string, ComponentType> = {
  member_settings_email: EmailSettingsPage,
};
