import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { replayCounts, replayInsertions } from './reusedIslands.ts';
import type { Insertion } from './reusedIslands.ts';

describe('replayInsertions (issue 34, session 34)', () => {
  const card: Insertion[] = [
    ['sc-card', 'a1', ['.a1{color:red;}']],
    ['sc-name', 'b2', ['.b2{margin:0;}']],
  ];
  const quote: Insertion[] = [
    ['sc-card', 'a1', ['.a1{color:red;}']],
    ['sc-button', 'c3', ['.c3{padding:0;}']],
  ];

  it('replays a part into a sheet once: the same tags as replaying it every time', () => {
    const once = new ServerStyleSheet();
    const again = new ServerStyleSheet();
    const before = { ...replayCounts };
    replayInsertions(once, card);
    replayInsertions(once, quote);
    for (let index = 0; index < 5; index++) {
      replayInsertions(again, card);
      replayInsertions(again, quote);
    }
    expect(again.getStyleTags()).toBe(once.getStyleTags());
    expect(again.getStyleTags()).toContain('.c3{padding:0;}');
    expect(replayCounts.replayed - before.replayed).toBe(4);
    expect(replayCounts.skipped - before.skipped).toBe(8);
    // Another sheet (the next page's) gets them again.
    const next = new ServerStyleSheet();
    replayInsertions(next, quote);
    expect(next.getStyleTags()).toContain('.c3{padding:0;}');
    for (const sheet of [once, again, next]) sheet.seal();
  });

  it('adds to a sheet only the names it lacks, in the order given', () => {
    const sheet = new ServerStyleSheet();
    const names: string[] = [];
    const insertRules = sheet.instance.insertRules.bind(sheet.instance);
    sheet.instance.insertRules = (id, name, rules) => {
      names.push(name);
      insertRules(id, name, rules);
    };
    replayInsertions(sheet, card);
    replayInsertions(sheet, quote);
    replayInsertions(sheet, quote);
    expect(names).toEqual(['a1', 'b2', 'c3']);
    sheet.seal();
  });
});
