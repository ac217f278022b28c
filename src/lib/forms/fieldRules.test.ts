import { describe, expect, it } from 'vitest';
import {
  blankRequiredErrors,
  failureMessage,
  forbiddenHtmlErrors,
  requestBodyErrors,
  requiredText,
  schemaFieldErrors,
} from './fieldRules.ts';
import { MESSAGES, REQUIRED } from './messages.ts';

const failure = (keyword: string, instancePath: string, params: Record<string, unknown> = {}) => ({
  keyword,
  instancePath,
  params,
});

describe('schema failures become the shared Indonesian messages', () => {
  it('a missing or blank required field gets SPEC 5 text of its schema', () => {
    expect(
      schemaFieldErrors([failure('required', '', { missingProperty: 'name' })], 'TypeInput'),
    ).toEqual({
      name: REQUIRED.typeName,
    });
    expect(
      failureMessage(
        failure('pattern', '/keterangan', { pattern: '\\S' }),
        'keterangan',
        'BrandCreateForm',
      ),
    ).toBe('Keterangan harap disii');
  });

  it('limits, formats and types have one wording', () => {
    expect(
      failureMessage(failure('maxLength', '/title', { limit: 80 }), 'title', 'ProjectCreateForm'),
    ).toBe('Maksimal 80 karakter.');
    expect(
      failureMessage(failure('format', '/email', { format: 'email' }), 'email', 'SubscribeInput'),
    ).toBe(MESSAGES.invalidEmail);
    expect(
      failureMessage(failure('pattern', '/link', { pattern: '^https?://' }), 'link', 'x'),
    ).toBe(MESSAGES.invalidLink);
    expect(failureMessage(failure('type', '/harga', { type: 'integer' }), 'harga', 'x')).toBe(
      MESSAGES.invalidNumber,
    );
    expect(failureMessage(failure('enum', '/sortBy'), 'sortBy', '')).toBe(
      'Kolom pengurutan tidak dikenal.',
    );
  });

  it('keeps the first failure of a field', () => {
    const errors = schemaFieldErrors(
      [
        failure('maxLength', '/name', { limit: 255 }),
        failure('pattern', '/name', { pattern: '^x' }),
      ],
      'TypeInput',
    );
    expect(errors).toEqual({ name: 'Maksimal 255 karakter.' });
  });
});

describe('request bodies', () => {
  it('a required field of only spaces is empty', () => {
    expect(blankRequiredErrors('TypeInput', { name: ' \t ' })).toEqual({ name: 'Nama type' });
    expect(blankRequiredErrors('TypeInput', { name: 'Silinder' })).toEqual({});
  });

  it('checks plain text for HTML but not rich text or passwords', () => {
    const body = { name: '<b>x</b>', keterangan: '<p>ok</p>', password: '<div>' };
    expect(forbiddenHtmlErrors(body, new Set(['keterangan']))).toEqual({
      name: MESSAGES.forbiddenHtml,
    });
  });

  it('the required check wins over the HTML and schema messages of the same field', () => {
    const errors = requestBodyErrors({
      schemaName: 'TypeInput',
      body: { name: '  ' },
      failures: [failure('pattern', '/name', { pattern: '\\S' })],
      richTextFields: new Set(),
    });
    expect(errors).toEqual({ name: 'Nama type' });
  });

  it('forms use the same required and HTML rules', () => {
    expect(requiredText('  ', REQUIRED.bumperName)).toBe('Nama bumper tidak boleh kosong');
    expect(requiredText('<div>x</div>', REQUIRED.bumperName)).toBe(MESSAGES.forbiddenHtml);
    expect(requiredText('Banner', REQUIRED.bumperName)).toBeUndefined();
  });
});
