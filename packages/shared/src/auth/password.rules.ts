export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** What the password fields say under their label. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a commonly used password`;

export const PASSWORD_MESSAGES = {
  tooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  blank: 'must contain more than spaces',
  common: 'is too common: choose one that is not on lists of often-used passwords',
} as const;

/**
 * The ~49,000 most used passwords (zxcvbn-ts's common list, ~370 KB of script), compared without
 * case. Loaded apart from the rest of the rules so the web app fetches it only on the pages where a
 * password is chosen (docs/decisions/0028-loading.md); the server loads it before it listens.
 */
let commonPasswords: ReadonlySet<string> | null = null;
let loading: Promise<void> | null = null;

/** Loads the common-password list once; later calls answer the same promise. */
export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    commonPasswords = new Set(dictionary['passwords-common']);
  });
  return loading;
}

/** Whether `passwordProblem` checks the common-password list yet. */
export const commonPasswordsLoaded = () => commonPasswords !== null;

const isCommon = (password: string) => commonPasswords?.has(password.toLowerCase()) ?? false;

/**
 * Why a new password is refused, or null when it is accepted: at least 10 characters, not only
 * spaces, and not a commonly used password (docs/decisions/0025-authentication-hardening.md). The
 * common check applies once `loadCommonPasswords()` has finished: the server awaits it before it
 * starts; a web page may validate before its copy arrives, and the server's answer then says it.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.trim() === '') return PASSWORD_MESSAGES.blank;
  if (isCommon(password) || isCommon(password.trim())) return PASSWORD_MESSAGES.common;
  return null;
}
