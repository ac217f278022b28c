// The rule for a new password (issue 27, ASVS 5.0 V6.2), one home for the server and the mocks:
// SPEC's 8-character minimum and the contract's 128 maximum stay in openapi.yaml; this adds the
// 10,000 most common passwords, the account's own name or e-mail, and the context-specific words
// (issue 33, ASVS 6.1.2 and 6.2.11): the site's and the company's names and CONTEXT_WORDS below.
// The list is zxcvbn-ts's frequency-ranked one, shipped in @zxcvbn-ts/language-common, so no check
// goes to the network. The forms do not import this (SPEC 5: the server decides, and the change-
// password screens show its field message); the admin bundle stays without the 10,000 words.
import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES } from '../forms/messages.ts';

/** How many of the ranked list count as "common". */
export const COMMON_PASSWORD_COUNT = 10_000;
/** What separates the words of a name, site name or mail name: anything but a letter or digit. */
const WORD_BREAK = /[^\p{L}\p{N}]+/u;
/** A name or e-mail part shorter than this is not looked for inside a password ("al" is too common). */
const MIN_PERSONAL_LENGTH = 3;

let common: ReadonlySet<string> | null = null;

/** Whether the password (compared in lower case, as the list is) is among the most common. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}

/**
 * The parts of an account a password must not contain: its sign-in name and its e-mail whole, and
 * each longer word of the name or the mail's local part ('putri' of 'Putri Sales', 'budi' of budi.s@example.com).
 */
function personalParts(account: { name?: string; email?: string }): string[] {
  const name = (account.name ?? '').trim().toLowerCase();
  const email = (account.email ?? '').trim().toLowerCase();
  const words = [name, email.split('@')[0] ?? '']
    .flatMap((text) => text.split(WORD_BREAK))
    .filter((word) => word.length >= MIN_NAME_WORD_LENGTH);
  return [name, email].filter((part) => part.length >= MIN_PERSONAL_LENGTH).concat(words);
}

/**
 * The product and system words no password may contain, whatever the site is called (ASVS 6.1.2,
 * documented in docs/security.md): what the catalogue sells and is, in Indonesian and English,
 * and the superuser role's name.
 */
export const CONTEXT_WORDS: readonly string[] = [
  'pneumatik',
  'pneumatic',
  'katalog',
  'catalog',
  'kompresor',
  'compressor',
  'silinder',
  'cylinder',
  'katup',
  'valve',
  'solenoid',
  'aktuator',
  'actuator',
  'superuser',
];

/** A word of a site or company name shorter than this is not looked for ("PT", "CV", "dan"). */
const MIN_NAME_WORD_LENGTH = 4;
/** Mail providers whose name says nothing about the company behind an address. */
const MAIL_PROVIDERS = new Set(['gmail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'icloud']);
// Look-alike digits and signs read as the letters they stand for: 'Pn3umat1k' is 'pneumatik'.
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Lower case letters only, look-alikes read as letters: how context words are compared. */
const lettersOf = (text: string): string =>
  [...text.toLowerCase()]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .replace(/[^\p{L}]/gu, '');

/**
 * The names a site goes by, as the server knows them: its product name (APP_NAME, also the
 * company's name on the quotation letter) and the company's mail domain (the footer's e-mail,
 * 'sinarteknik' of info@sinarteknik.co.id; a webmail provider's name is left out).
 */
export function siteNamesOf(site: { appName: string; email?: string | null }): string[] {
  const domain = (site.email ?? '').split('@')[1]?.split('.')[0]?.toLowerCase() ?? '';
  return domain && !MAIL_PROVIDERS.has(domain) ? [site.appName, domain] : [site.appName];
}

/** Every word a password must not contain: the fixed list, each name whole and its longer words. */
export function contextWordsOf(siteNames: readonly string[]): string[] {
  const fromNames = siteNames.flatMap((name) => [
    lettersOf(name),
    ...name.split(WORD_BREAK).map(lettersOf),
  ]);
  const words = [...CONTEXT_WORDS, ...fromNames].filter(
    (word) => word.length >= MIN_NAME_WORD_LENGTH,
  );
  return [...new Set(words)];
}

/**
 * The message for a new password that may not be used, or undefined when it may. `siteNames`:
 * the site's and the company's names (siteNamesOf); the product words of CONTEXT_WORDS always apply.
 */
export function newPasswordError(
  password: string,
  account: { name?: string; email?: string },
  siteNames: readonly string[] = [],
): string | undefined {
  if (isCommonPassword(password)) return MESSAGES.commonPassword;
  const lower = password.toLowerCase();
  if (personalParts(account).some((part) => lower.includes(part))) return MESSAGES.personalPassword;
  const letters = lettersOf(password);
  if (contextWordsOf(siteNames).some((word) => letters.includes(word)))
    return MESSAGES.contextPassword;
  return undefined;
}
