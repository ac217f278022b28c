import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escapeAttribute } from './frame.ts';

/** The value React writes for `text` in an attribute and as text. */
function reactWrites(text: string): { attribute: string; text: string } {
  const html = renderToString(createElement('b', { title: text }, text));
  const match = /^<b title="([^"]*)">([\s\S]*)<\/b>$/.exec(html);
  return { attribute: match?.[1] ?? '', text: match?.[2] ?? '' };
}

describe('escapeAttribute', () => {
  it('escapes as React escapes attribute values and text, in one pass', () => {
    const pieces = ['&', '"', "'", '<', '>', 'a', ' ', '“katup”', '✓', '&amp;', '😀', '\n'];
    // Every string of up to three pieces, then longer ones made deterministically.
    const texts = [''];
    for (const a of pieces) {
      texts.push(a);
      for (const b of pieces) {
        texts.push(a + b);
        for (const c of pieces) texts.push(a + b + c);
      }
    }
    for (let n = 0; n < 200; n++)
      texts.push(
        Array.from({ length: 40 }, (_, i) => pieces[(n * 7 + i * i) % pieces.length]).join(''),
      );
    for (const text of texts) {
      const written = reactWrites(text);
      expect(escapeAttribute(text), JSON.stringify(text)).toBe(written.attribute);
      expect(escapeAttribute(text), JSON.stringify(text)).toBe(written.text);
    }
  });

  it('gives a text with nothing to escape back as it is', () => {
    const text = 'Silinder Pneumatik 32 × 100 mm';
    expect(escapeAttribute(text)).toBe(text);
  });
});
