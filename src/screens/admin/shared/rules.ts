// Client-side checks of SPEC 5 shared by the admin forms: required (trimmed) and the
// forbidden-HTML check, which DECISIONS applies to every plain-text field.
import { FORBIDDEN_HTML_MESSAGE, hasForbiddenHtml } from '@/lib/forbiddenHtml.ts';
import { isRequiredFilled } from '@/lib/required.ts';

/** Field name to message; a field without a message is valid. */
export type FormErrors = Record<string, string | undefined>;

/** A required plain-text field: `message` when blank, the forbidden-HTML message when it has markup. */
export function requiredText(value: string, message: string): string | undefined {
  if (!isRequiredFilled(value)) return message;
  return plainText(value);
}

/** An optional plain-text field: only the forbidden-HTML check. */
export function plainText(value: string): string | undefined {
  return hasForbiddenHtml(value) ? FORBIDDEN_HTML_MESSAGE : undefined;
}

/** A text longer than `max` characters gets the server's wording of the limit. */
export function maxLength(value: string, max: number): string | undefined {
  return value.length > max ? `Maksimal ${max} karakter.` : undefined;
}

/** Whether any field has a message. */
export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
