// Record ids read from the address (a route's :id, a query's ?id=).

/** A positive whole id from a query or path value, else null. */
export function readId(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
