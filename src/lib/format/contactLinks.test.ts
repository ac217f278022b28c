import { describe, expect, it } from 'vitest';
import { mailtoUrl, whatsappChatUrl, whatsappNumber } from './contactLinks.ts';

describe('whatsappNumber', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['081234567890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['62 812-3456-7890', '6281234567890'],
    ['812 3456 7890', '6281234567890'],
    ['(021) 555-0000', '62215550000'],
    ['+65 6123 4567', '6561234567'],
  ])('%s → %s', (typed, number) => {
    expect(whatsappNumber(typed)).toBe(number);
  });

  it('is null for what is not a phone number', () => {
    expect(whatsappNumber('12ab')).toBeNull();
    expect(whatsappNumber('')).toBeNull();
  });
});

describe('whatsappChatUrl', () => {
  it('links to wa.me with the international number', () => {
    expect(whatsappChatUrl('0813-2222-3333')).toBe('https://wa.me/6281322223333');
    expect(whatsappChatUrl('bukan nomor')).toBeNull();
  });
});

describe('mailtoUrl', () => {
  it('links to the address', () => {
    expect(mailtoUrl('siti@sumberteknik.example')).toBe('mailto:siti@sumberteknik.example');
    expect(mailtoUrl(' budi+sales@maju.example ')).toBe('mailto:budi%2Bsales@maju.example');
  });

  it('adds no header and refuses what is not an address', () => {
    expect(mailtoUrl('a@b.example?cc=x@y.example')).toBeNull();
    expect(mailtoUrl('a@b.example?bcc=c')).toBe('mailto:a@b.example%3Fbcc%3Dc');
    expect(mailtoUrl('tanpa-at')).toBeNull();
    expect(mailtoUrl('@b.example')).toBeNull();
  });
});
