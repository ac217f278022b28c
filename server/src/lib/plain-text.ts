// Body checks of DECISIONS.md "Server rules": the forbidden-HTML rule and the NUL character
// PostgreSQL can not store (both rules of src/lib, shared with the mocks and the forms).
export { forbiddenHtmlErrors } from '#domain/forms/fieldRules.ts';
export { nulErrors } from '#domain/forms/nulCharacter.ts';
