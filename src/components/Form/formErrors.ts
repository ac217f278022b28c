// The messages a form shows, keyed by field name ('sizes.0.name' for a cell of a list row).

/** Field name to message; a field without a message is valid. */
export type FormErrors = Record<string, string | undefined>;

/** Whether any field has a message. */
export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Only the fields that have a message (to lay over messages from elsewhere). */
export function definedErrors(errors: FormErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
