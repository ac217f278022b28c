/** The profile initial of SPEC 2.3: the name's first letter in upper case; '?' for no name. */
export function profileInitial(name: string): string {
  // Array.from splits by code point, so a name starting with an emoji or a surrogate pair stays whole.
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('id-ID') : '?';
}
