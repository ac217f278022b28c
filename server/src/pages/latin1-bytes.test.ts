import { describe, expect, it } from 'vitest';
import { latin1Bytes } from './latin1-bytes.ts';

describe('latin1Bytes', () => {
  it("gives a text's UTF-8 bytes, one character a byte, whatever came before", () => {
    const texts = [
      '',
      'Katup 5/2',
      'Silinder Ø32 – “ganda” é ©',
      `<p>${'Katup “solenoid” – 1–8 bar 🙂 '.repeat(4000)}</p>`,
      'a short one after a long one: é – 🙂',
      '\u{1F642}'.repeat(3),
    ];
    for (const text of texts) {
      const bytes = latin1Bytes(text);
      expect(bytes.length).toBe(Buffer.byteLength(text));
      expect([...bytes].every((character) => character.charCodeAt(0) < 256)).toBe(true);
      expect(Buffer.from(bytes, 'latin1').equals(Buffer.from(text))).toBe(true);
    }
  });
});
