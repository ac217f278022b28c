// A page's inline style found by the changes its sheet was asked for: the same text as worked
// out from its style tags, which are not written once the same changes were met.
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, ServerStyleSheet } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { pageStyle, sheetParts } from './sheetParts.ts';
import { recordSheet, sheetPageStyle } from './sheetRecord.ts';

describe('sheetPageStyle (issue 34, session 31)', () => {
  const Tone = styled.b<{ $tone: string }>`
    color: ${({ $tone }) => $tone};
  `;
  const Pad = styled.i`
    padding: 1px;
  `;
  const Gap = createGlobalStyle<{ $gap: string }>`
    body {
      margin: ${({ $gap }) => $gap};
    }
  `;
  /** A page's sheet, its changes noted from the start: one Tone per tone, then Pad, then Gap. */
  const pageSheet = (tones: string[], pad = false, gap?: string) => {
    const sheet = new ServerStyleSheet();
    const record = recordSheet(sheet);
    const children: ReactElement[] = tones.map((tone, index) =>
      createElement(Tone, { $tone: tone, key: index }),
    );
    if (pad) children.push(createElement(Pad, { key: 'pad' }));
    if (gap) children.push(createElement(Gap, { $gap: gap, key: 'gap' }));
    renderToString(sheet.collectStyles(createElement('div', null, children)));
    return { sheet, record };
  };
  const frame = pageSheet(['red']);
  const sharedParts = sheetParts(frame.sheet.getStyleTags());
  /** The page's inline style looked up by its record, and whether its tags were written for it. */
  const styleOf = (page: ReturnType<typeof pageSheet>) => {
    const written = vi.spyOn(page.sheet, 'getStyleTags');
    const style = sheetPageStyle(page.sheet, page.record, sharedParts);
    const wrote = written.mock.calls.length > 0;
    written.mockRestore();
    return {
      style,
      wrote,
      expected: pageStyle(sheetParts(page.sheet.getStyleTags()), sharedParts),
    };
  };

  it("gives the page's inline style without writing its tags once the same changes were met", () => {
    const first = styleOf(pageSheet(['red', 'blue']));
    expect(first.style).toBe(first.expected);
    expect(first.style).toContain('color:blue;');
    expect(first.wrote).toBe(true);
    const again = styleOf(pageSheet(['red', 'blue']));
    expect(again).toEqual({ style: first.expected, wrote: false, expected: first.expected });
    // The same rules added in another order, or one more: another text, worked out from the tags.
    for (const [tones, pad] of [
      [['blue', 'red'], false],
      [['red', 'blue'], true],
      [['blue'], false],
      [['red', 'green'], false],
    ] as const) {
      const other = styleOf(pageSheet([...tones], pad));
      expect(other.style).toBe(other.expected);
      expect(other.wrote).toBe(true);
      expect(styleOf(pageSheet([...tones], pad))).toEqual({ ...other, wrote: false });
    }
    expect(styleOf(pageSheet(['red', 'blue'], true)).style).not.toBe(first.expected);
  });

  it('finds a page whose global style with props clears and adds its rules by its own changes', () => {
    const pageWith = (gap: string) => pageSheet(['red', 'blue'], false, gap);
    const first = styleOf(pageWith('1px'));
    expect(first.style).toContain('margin:1px;');
    expect(first.style).toBe(first.expected);
    expect(styleOf(pageWith('1px'))).toEqual({ ...first, wrote: false });
    const other = styleOf(pageWith('2px'));
    expect(other.style).toContain('margin:2px;');
    expect(other).toEqual({ style: other.expected, wrote: true, expected: other.expected });
    expect(styleOf(pageWith('2px'))).toEqual({ ...other, wrote: false });
  });

  it('writes the tags of a sheet without a record', () => {
    const known = styleOf(pageSheet(['red', 'blue']));
    const unrecorded = pageSheet(['red', 'blue']);
    const written = vi.spyOn(unrecorded.sheet, 'getStyleTags');
    expect(sheetPageStyle(unrecorded.sheet, null, sharedParts)).toBe(known.expected);
    expect(written).toHaveBeenCalled();
  });
});
