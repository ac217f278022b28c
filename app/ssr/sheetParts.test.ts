// A page's inline styles (the stylesheet's rules out, every group's marker in) worked out once per
// distinct style tags: the same text as working them out each time.
import { describe, expect, it } from 'vitest';
import { inlinePageStyle, inlineStyleCounts, pageStyle, sheetParts } from './sheetParts.ts';

const OPEN = '<style data-styled="true" data-styled-version="6.6.0">';
const group = (number: number, id: string, names: string[], rules: string[]) =>
  `${rules.map((rule) => `${rule}/*!sc*/\n`).join('')}data-styled.g${number}[id="${id}"]{content:"${names.map((name) => `${name},`).join('')}"}/*!sc*/\n`;
const tags = (...groups: string[]) => `${OPEN}${groups.join('')}</style>`;

const shared = sheetParts(
  tags(group(1, 'sc-a', ['aA'], ['.aA{color:red;}']), group(3, 'sc-c', ['cA'], ['.cA{margin:0;}'])),
);

describe('inlinePageStyle (issue 34, session 27)', () => {
  it("gives pageStyle's text, worked out once for pages with the same style tags", () => {
    const page = tags(
      group(1, 'sc-a', ['aA', 'aB'], ['.aA{color:red;}', '.aB{color:blue;}']),
      group(2, 'sc-b', ['bA'], ['.bA{padding:1px;}']),
      group(3, 'sc-c', ['cA'], ['.cA{margin:0;}']),
    );
    const other = tags(group(2, 'sc-b', ['bB'], ['.bB{padding:2px;}']));
    const { made, taken } = inlineStyleCounts;
    const expected = pageStyle(sheetParts(page), shared);
    expect(expected).toContain('.aB{color:blue;}');
    expect(expected).not.toContain('.aA{color:red;}');
    expect(inlinePageStyle(page, shared)).toBe(expected);
    expect(inlinePageStyle(page, shared)).toBe(expected);
    expect(inlinePageStyle(other, shared)).toBe(pageStyle(sheetParts(other), shared));
    expect(inlinePageStyle(page, shared)).toBe(expected);
    expect(inlineStyleCounts).toEqual({ made: made + 2, taken: taken + 2 });
    // Another stylesheet: worked out for it.
    const sharedB = sheetParts(tags(group(2, 'sc-b', ['bA'], ['.bA{padding:1px;}'])));
    expect(inlinePageStyle(page, sharedB)).toBe(pageStyle(sheetParts(page), sharedB));
    expect(inlinePageStyle(page, sharedB)).not.toBe(expected);
  });
});
