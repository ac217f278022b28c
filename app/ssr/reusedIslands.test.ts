import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { internInsertions, KeptIslands, replayCounts, replayInsertions } from './reusedIslands.ts';
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

describe('internInsertions (issue 34, session 35)', () => {
  const bounds = (): Insertion[] => [
    ['sc-fieldset', 'f1', ['.f1{border:0;}']],
    ['sc-input', 'i2', ['.i2{width:100%;}']],
  ];

  it('gives parts made of the same styles one list, replayed into a sheet once', () => {
    // Two filters kept for their own shapes, each rendered and recorded apart: equal lists.
    const first = internInsertions(bounds());
    const second = internInsertions(bounds());
    expect(second).toBe(first);
    const other = internInsertions([['sc-fieldset', 'f1', ['.f1{border:1px;}']]]);
    expect(other).not.toBe(first);
    const sheet = new ServerStyleSheet();
    const before = { ...replayCounts };
    replayInsertions(sheet, first);
    replayInsertions(sheet, second);
    expect(replayCounts.replayed - before.replayed).toBe(1);
    expect(replayCounts.skipped - before.skipped).toBe(1);
    // The same tags as replaying each part's own list.
    const apart = new ServerStyleSheet();
    replayInsertions(apart, bounds());
    replayInsertions(apart, bounds());
    expect(sheet.getStyleTags()).toBe(apart.getStyleTags());
    for (const done of [sheet, apart]) done.seal();
  });
});

describe('KeptIslands (issue 34, session 35)', () => {
  it('keeps what was used lately past its limit and holds at most its limit', () => {
    const kept = new KeptIslands<number>(6);
    for (const [index, key] of ['a', 'b', 'c'].entries()) kept.set(key, index);
    // 'a' asked for again: it outlives 'b' and 'c', set after it and never asked for.
    expect(kept.get('a')).toBe(0);
    for (const [index, key] of ['d', 'e', 'f', 'g'].entries()) {
      kept.set(key, 10 + index);
      expect(kept.size).toBeLessThanOrEqual(6);
    }
    expect(kept.get('a')).toBe(0);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('c')).toBeUndefined();
    expect(kept.get('g')).toBe(13);
    kept.set('g', 14);
    expect(kept.get('g')).toBe(14);
    for (let index = 0; index < 20; index++) kept.set(`more ${index}`, index);
    expect(kept.size).toBeLessThanOrEqual(6);
    // The last half of the limit set is always kept.
    for (let index = 17; index < 20; index++) expect(kept.get(`more ${index}`)).toBe(index);
  });

  it('answers a hit on what was kept lately without writing to its maps', () => {
    const kept = new KeptIslands<number>(100);
    for (let index = 0; index < 10; index++) kept.set(`key ${index}`, index);
    // Moving every hit to the end of one Map was a delete and a set of its long key.
    const sets = vi.spyOn(Map.prototype, 'set');
    const deletes = vi.spyOn(Map.prototype, 'delete');
    try {
      for (let round = 0; round < 5; round++)
        for (let index = 0; index < 10; index++) expect(kept.get(`key ${index}`)).toBe(index);
      expect(sets).not.toHaveBeenCalled();
      expect(deletes).not.toHaveBeenCalled();
    } finally {
      sets.mockRestore();
      deletes.mockRestore();
    }
  });
});
