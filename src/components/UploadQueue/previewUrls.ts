// Object URLs for the previews of queued files: one per File, revoked when the file leaves the
// queue and when the field unmounts.
import { useEffect, useState } from 'react';

/** Holds one object URL per File and revokes the ones no longer needed. */
export class PreviewUrls {
  private urls = new Map<File, string>();
  private disposeTimer: ReturnType<typeof setTimeout> | null = null;

  /** The URL of a file's preview, created on first use. */
  urlFor(file: File): string {
    let url = this.urls.get(file);
    if (url === undefined) {
      url = URL.createObjectURL(file);
      this.urls.set(file, url);
    }
    return url;
  }

  /** Revokes the URLs of every file not in `files`. */
  keepOnly(files: readonly File[]): void {
    const kept = new Set(files);
    for (const [file, url] of this.urls) {
      if (!kept.has(file)) {
        URL.revokeObjectURL(url);
        this.urls.delete(file);
      }
    }
  }

  /** Revokes every URL. */
  revokeAll(): void {
    this.keepOnly([]);
  }

  /** Revokes every URL on the next tick, unless the field mounts again first (React StrictMode). */
  disposeSoon(): void {
    this.cancelDispose();
    this.disposeTimer = setTimeout(() => this.revokeAll(), 0);
  }

  /** Cancels a pending disposeSoon. */
  cancelDispose(): void {
    if (this.disposeTimer !== null) clearTimeout(this.disposeTimer);
    this.disposeTimer = null;
  }

  /** How many URLs are alive (for tests). */
  get size(): number {
    return this.urls.size;
  }
}

/** Preview URLs for the queued files of one field, revoked on removal and on unmount. */
export function usePreviewUrls(files: readonly File[]): PreviewUrls {
  const [previews] = useState(() => new PreviewUrls());
  useEffect(() => {
    previews.cancelDispose();
    previews.keepOnly(files);
  }, [previews, files]);
  useEffect(() => () => previews.disposeSoon(), [previews]);
  return previews;
}
