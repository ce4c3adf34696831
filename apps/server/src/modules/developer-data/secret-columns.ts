/**
 * Which columns the database viewer never shows (decision 0072). A column is masked when it is
 * listed in SECRET_COLUMNS, or when its name looks secret (SECRET_NAME) and it is not one of the
 * reviewed NOT_SECRET columns. So a new column named like a secret is masked by default, and
 * `developer-data.test.ts` walks the whole schema: a secret-looking column that is not masked, a
 * listed column that no longer exists, or a masked column whose value shows fails it.
 */

/** Every secret column of the schema by name, `table.column`. */
export const SECRET_COLUMNS: readonly string[] = [
  'accounts.password_hash',
  'sessions.token_hash',
  'email_verifications.token_hash',
  'password_resets.token_hash',
  'invitations.token_hash',
  // Mailbox passwords, sealed with SECRETS_KEY: still never shown.
  'email_configs.smtp_password_sealed',
  'email_configs.imap_password_sealed',
  'one_time_codes.code_hash',
  'one_time_codes.salt',
  'timekeeping_devices.kiosk_key_hash',
  'school_devices.licence_key_hash',
  // The key signing file links and the other installation secrets.
  'app_secrets.value',
];

/** Names that look secret. */
export const SECRET_NAME = /hash|secret|password|passwd|token|key|salt|seal|cipher|otp|credential/i;

/** Columns whose names look secret but hold none (reviewed one by one). */
export const NOT_SECRET: Readonly<Record<string, string>> = {
  'auth_attempts.key': 'which account or address the sign-in attempts count ("account:12", "ip:…")',
  'boq_items.key': "a BOQ line's lineage key across versions",
  'projects.board_key': "a card's position key on the board",
  'purchase_request_lines.boq_key': "the BOQ line's lineage key",
  'mail_templates.key': 'which system mail the template is for',
  'units_of_measure.key': "a unit's code",
};

/** The text every masked cell reads. */
export const MASK = '••••';

export function isSecretColumn(table: string, column: string): boolean {
  const name = `${table}.${column}`;
  if (SECRET_COLUMNS.includes(name)) return true;
  if (Object.hasOwn(NOT_SECRET, name)) return false;
  return SECRET_NAME.test(column);
}
