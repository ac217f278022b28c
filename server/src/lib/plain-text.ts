// Body checks of DECISIONS.md "Server rules": the forbidden-HTML rule (the one rule of src/lib,
// shared with the mocks and the forms) and the NUL character PostgreSQL can not store.
import { MESSAGES, type FieldErrors } from './errors.ts';

export { forbiddenHtmlErrors } from '../../../src/lib/fieldRules.ts';

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
