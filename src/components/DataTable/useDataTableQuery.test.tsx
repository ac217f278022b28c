// The hook's timing in Chromium with fake timers: the search applies exactly 1000 ms after the
// last keystroke, once, and goes back to page 1 (SPEC 9 and 4).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUERY, sortQuery } from './dataTableQuery.ts';
import { useDataTableQuery } from './useDataTableQuery.ts';
import type { DataTableQueryState } from './useDataTableQuery.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Renders the hook and returns a live view of its latest result and of every applied query. */
function renderQueryHook(overrides = {}) {
  const view = { current: {} as DataTableQueryState, applied: [] as string[] };
  function Probe() {
    const state = useDataTableQuery(overrides);
    view.current = state;
    const key = JSON.stringify(state.query);
    if (view.applied.at(-1) !== key) view.applied.push(key);
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<Probe />));
  return view;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

describe('useDataTableQuery', () => {
  it('starts from SPEC 9 defaults, with screen overrides on top', () => {
    expect(renderQueryHook().current.query).toEqual(DEFAULT_QUERY);
    act(() => root?.unmount());
    expect(renderQueryHook({ length: 25 }).current.query).toEqual({ ...DEFAULT_QUERY, length: 25 });
  });

  it('shows typed text at once but applies it only 1000 ms after the last keystroke', () => {
    const view = renderQueryHook({ page: 3 });
    act(() => view.current.onSearchTextChange('sil'));
    expect(view.current.searchText).toBe('sil');
    expect(view.current.isSearchPending).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(view.current.query.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(view.current.query).toMatchObject({ search: 'sil', page: 1 });
    expect(view.current.isSearchPending).toBe(false);
  });

  it('restarts the wait on every keystroke and applies the last text once', () => {
    const view = renderQueryHook();
    const before = view.applied.length;
    for (const text of ['s', 'si', 'sil', 'sili']) {
      act(() => view.current.onSearchTextChange(text));
      act(() => vi.advanceTimersByTime(600));
    }
    expect(view.current.query.search).toBe('');
    act(() => vi.advanceTimersByTime(400));
    expect(view.current.query.search).toBe('sili');
    expect(view.applied.length - before).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(view.applied.length - before).toBe(1);
  });

  it('keeps a sort made while the search waits', () => {
    const view = renderQueryHook();
    act(() => view.current.onSearchTextChange('katup'));
    act(() => view.current.onQueryChange(sortQuery(view.current.query, 'name')));
    act(() => vi.advanceTimersByTime(1000));
    expect(view.current.query).toMatchObject({
      search: 'katup',
      sortBy: 'name',
      orderBy: 'asc',
      page: 1,
    });
  });

  it('trims the text, and the same text after trimming asks for nothing new', () => {
    const view = renderQueryHook();
    act(() => view.current.onSearchTextChange('  '));
    act(() => vi.advanceTimersByTime(1000));
    expect(view.current.query).toBe(view.current.tableProps.query);
    expect(view.applied).toHaveLength(1);
  });

  it('goes back to page 1 on request, keeping the search and sort', () => {
    const view = renderQueryHook({ page: 4, sortBy: 'name', orderBy: 'asc' });
    act(() => view.current.goToFirstPage());
    expect(view.current.query).toEqual({ ...DEFAULT_QUERY, sortBy: 'name', orderBy: 'asc' });
  });

  it('drops a waiting search when unmounted', () => {
    const view = renderQueryHook();
    act(() => view.current.onSearchTextChange('x'));
    act(() => root?.unmount());
    root = null;
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
