// Exact timing of the dropdown's server search with fake timers (SPEC 9: 800 ms after the last
// keystroke, once, with the latest text); the Select stories only check it coarsely.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECT_SEARCH_DEBOUNCE_MS } from '../Select/types.ts';
import { useDebouncedCallback } from './useDebouncedCallback.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

function renderDebounced(callback: (text: string) => void, delayMs: number) {
  const view = { current: null as ReturnType<typeof useDebouncedCallback<[string]>> | null };
  function Probe() {
    view.current = useDebouncedCallback<[string]>(callback, delayMs);
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

describe('useDebouncedCallback at the dropdown delay', () => {
  it('is 800 ms, as SPEC 9 says', () => {
    expect(SELECT_SEARCH_DEBOUNCE_MS).toBe(800);
  });

  it('calls once, 800 ms after the last call, with the latest arguments', () => {
    const onSearch = vi.fn();
    const view = renderDebounced(onSearch, SELECT_SEARCH_DEBOUNCE_MS);
    act(() => view.current?.run('s'));
    act(() => vi.advanceTimersByTime(500));
    act(() => view.current?.run('si'));
    act(() => vi.advanceTimersByTime(500));
    act(() => view.current?.run('sil'));
    expect(view.current?.isPending).toBe(true);
    act(() => vi.advanceTimersByTime(799));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('sil');
    expect(view.current?.isPending).toBe(false);
  });

  it('drops a pending call on cancel and on unmount', () => {
    const onSearch = vi.fn();
    const view = renderDebounced(onSearch, SELECT_SEARCH_DEBOUNCE_MS);
    act(() => view.current?.run('katup'));
    act(() => view.current?.cancel());
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => view.current?.run('katup'));
    act(() => root?.unmount());
    root = null;
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
