// The rule for a new password (issue 27, ASVS 5.0 V6.2), one home for the server and the mocks:
// SPEC's 8-character minimum and the contract's 128 maximum stay in openapi.yaml; this adds the
// 10,000 most common passwords and the account's own name or e-mail. The list is zxcvbn-ts's
// frequency-ranked one, shipped in @zxcvbn-ts/language-common, so no check goes to the network.
// The forms do not import this (SPEC 5: the server decides); the admin bundle stays without it.
import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES } from './messages.ts';

/** How many of the ranked list count as "common". */
export const COMMON_PASSWORD_COUNT = 10_000;
/** A name or e-mail part shorter than this is not looked for inside a password ("al" is too common). */
const MIN_PERSONAL_LENGTH = 3;

let common: ReadonlySet<string> | null = null;

/** Whether the password (compared in lower case, as the list is) is among the most common. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}

/** The parts of an account a password must not contain: its sign-in name and its e-mail. */
function personalParts(account: { name?: string; email?: string }): string[] {
  const parts = [account.name ?? '', account.email ?? ''].map((part) => part.trim().toLowerCase());
  return parts.filter((part) => part.length >= MIN_PERSONAL_LENGTH);
}

/** The message for a new password that may not be used, or undefined when it may. */
export function newPasswordError(
  password: string,
  account: { name?: string; email?: string },
): string | undefined {
  if (isCommonPassword(password)) return MESSAGES.commonPassword;
  const lower = password.toLowerCase();
  if (personalParts(account).some((part) => lower.includes(part))) return MESSAGES.personalPassword;
  return undefined;
}
