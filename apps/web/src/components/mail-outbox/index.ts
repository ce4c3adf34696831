export { MailOutbox, type MailOutboxProps } from './mail-outbox';
export { MailReader } from './mail-reader';
export type { OutboxMail } from './outbox.types';
