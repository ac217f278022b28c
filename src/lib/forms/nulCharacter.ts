// Text with a NUL character (U+0000) is refused on its field: PostgreSQL can not store it and no
// form can type it. One rule for the server and the mocks.
import { MESSAGES } from './messages.ts';

/** Whether any string or key inside `value` holds NUL; a loop, not recursion, so depth can not overflow the stack. */
function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...(current as unknown[]));
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** Fields whose text (at any depth) holds a NUL character, each with the shared message. */
export function nulErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (hasNul(value)) errors[field.replaceAll('\u0000', '')] = MESSAGES.nulCharacter;
  }
  return errors;
}
