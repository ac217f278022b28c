import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewUrls } from './previewUrls.ts';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('PreviewUrls', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('creates one URL per file and reuses it', () => {
    const previews = new PreviewUrls();
    const a = file('a.png');
    expect(previews.urlFor(a)).toBe(previews.urlFor(a));
    expect(previews.urlFor(a)).toMatch(/^blob:/);
    previews.revokeAll();
  });

  it('revokes the URLs of files that left the queue', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const previews = new PreviewUrls();
    const a = file('a.png');
    const b = file('b.png');
    const urlA = previews.urlFor(a);
    previews.urlFor(b);
    previews.keepOnly([b]);
    expect(revoke).toHaveBeenCalledExactlyOnceWith(urlA);
    expect(previews.size).toBe(1);
  });

  it('revokes everything after unmount unless the field mounts again first', () => {
    vi.useFakeTimers();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const previews = new PreviewUrls();
    previews.urlFor(file('a.png'));
    // StrictMode's unmount-and-mount: the pending revoke is cancelled.
    previews.disposeSoon();
    previews.cancelDispose();
    vi.runAllTimers();
    expect(revoke).not.toHaveBeenCalled();
    // A real unmount.
    previews.disposeSoon();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledOnce();
    expect(previews.size).toBe(0);
  });
});
