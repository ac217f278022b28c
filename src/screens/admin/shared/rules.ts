// The admin forms' checks of SPEC 5: the rules themselves live in src/lib/forms/fieldRules.ts, shared
// with the server and the mocks.
export { maxLength, plainText, requiredText } from '@/lib/forms/fieldRules.ts';
export type { FormErrors } from '@/components/Form/formErrors.ts';
