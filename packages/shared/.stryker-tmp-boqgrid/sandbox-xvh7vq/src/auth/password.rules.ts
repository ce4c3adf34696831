// @ts-nocheck
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** What the password fields say under their label. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a commonly used password`;

export const PASSWORD_MESSAGES = {
  tooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  blank: 'must contain more than spaces',
  common: 'is too common: choose one that is not on lists of often-used passwords',
} as const;

/** The ~49,000 most used passwords (zxcvbn-ts's common list), compared without case. */
let commonPasswords: Set<string> | null = null;
const isCommon = (password: string) => (commonPasswords ??= new Set(dictionary['passwords-common'])).has(password.toLowerCase());

/**
 * Why a new password is refused, or null when it is accepted: at least 10 characters, not only
 * spaces, and not a commonly used password (docs/decisions/0025-authentication-hardening.md).
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.trim() === '') return PASSWORD_MESSAGES.blank;
  if (isCommon(password) || isCommon(password.trim())) return PASSWORD_MESSAGES.common;
  return null;
}
