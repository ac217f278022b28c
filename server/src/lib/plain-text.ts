// The forbidden-HTML rule on every plain-text field of a body (DECISIONS.md "Server rules").
import { MESSAGES, type FieldErrors } from './errors.ts';
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

/** Whether any string or key inside `value` holds NUL; a loop, not recursion, so depth can not overflow the stack. */
function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** Fields whose text (at any depth) holds a NUL character: refused, never handed to the database. */
export function nulErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) if (hasNul(value)) errors[field.replaceAll('\u0000', '')] = MESSAGES.nulCharacter;
  return errors;
}
