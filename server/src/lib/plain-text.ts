// The forbidden-HTML rule on every plain-text field of a body (DECISIONS.md "Server rules").
import type { FieldErrors } from './errors.ts';
import { FORBIDDEN_HTML_MESSAGE, hasForbiddenHtml } from './forbidden-html.ts';

// Passwords are secrets, not text anyone displays: any character is allowed in them.
const isSecret = (field: string) => field.includes('password');

export function forbiddenHtmlErrors(values: Record<string, unknown>, richText: Set<string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value !== 'string' || richText.has(field) || isSecret(field)) continue;
    if (hasForbiddenHtml(value)) errors[field] = FORBIDDEN_HTML_MESSAGE;
  }
  return errors;
}
