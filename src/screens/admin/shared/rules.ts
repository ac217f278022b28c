// The admin forms' checks of SPEC 5: the rules themselves live in src/lib/fieldRules.ts, shared
// with the server and the mocks.
export { maxLength, plainText, requiredText } from '@/lib/fieldRules.ts';

/** Field name to message; a field without a message is valid. */
export type FormErrors = Record<string, string | undefined>;

/** Whether any field has a message. */
export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
