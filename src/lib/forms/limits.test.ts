// The limits that openapi.yaml states too (the server validates with the contract, the forms and
// the mocks read limits.ts) must be the same numbers, or a form would let through what the server
// refuses.
import { describe, expect, it } from 'vitest';
import { getDocument } from '../../../test/contract/openapi-validator.ts';
import {
  MAX_ABOUT_TAGS,
  MAX_BULK_IDS,
  MAX_FILE_BYTES,
  MAX_FILE_MB,
  MAX_FOOTER_ADDRESSES,
  MAX_GALLERY_IMAGES,
  MAX_PAGE_SIZE,
  MAX_SUBSCRIBER_PHONE_LENGTH,
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  MIN_PASSWORD_LENGTH,
} from './limits.ts';

type Schema = { [key: string]: unknown; properties?: Record<string, Schema> };

function property(schemaName: string, field: string): Schema {
  const schemas = (getDocument().components as { schemas: Record<string, Schema> }).schemas;
  const found = schemas[schemaName]?.properties?.[field];
  if (!found) throw new Error(`${schemaName}.${field} is not in openapi.yaml`);
  return found;
}

describe('limits.ts and openapi.yaml state the same limits', () => {
  it.each([['SubscribeInput', 'telp', MAX_SUBSCRIBER_PHONE_LENGTH]])(
    '%s.%s is at most %i characters',
    (schema, field, limit) => {
      expect(property(schema, field).maxLength).toBe(limit);
    },
  );

  it.each([
    ['ChangePasswordRequest', 'new_password1'],
    ['UserCreateInput', 'password'],
  ])('%s.%s has at least MIN_PASSWORD_LENGTH characters', (schema, field) => {
    expect(property(schema, field).minLength).toBe(MIN_PASSWORD_LENGTH);
  });

  it.each([
    ['TaglineMain', 'list', MAX_ABOUT_TAGS],
    ['Footer', 'alamat', MAX_FOOTER_ADDRESSES],
    ['Product', 'image', MAX_GALLERY_IMAGES],
    ['BulkActionInput', 'ids', MAX_BULK_IDS],
  ])('%s.%s holds at most %i entries', (schema, field, limit) => {
    expect(property(schema, field).maxItems).toBe(limit);
  });
});

describe('the limits hold together', () => {
  it('names 20 MB in bytes as formatBytes counts them', () => {
    expect(MAX_FILE_BYTES).toBe(MAX_FILE_MB * 1024 * 1024);
    expect(MAX_FILE_BYTES).toBe(20_971_520);
  });

  it('caps a page at the largest admin page size, and defaults to the smallest', () => {
    expect(Math.max(...ADMIN_PAGE_SIZES)).toBe(MAX_PAGE_SIZE);
    expect(ADMIN_PAGE_SIZES[0]).toBe(DEFAULT_ADMIN_PAGE_SIZE);
  });
});
