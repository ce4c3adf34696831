/** A row of the mail outbox (GET /settings/system-emails, GET /developer/system-emails). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  status: string;
  createdAt: string;
}
