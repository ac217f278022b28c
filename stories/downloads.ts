// Catching the files a story's screen saves (its name and bytes) instead of letting the browser
// download them: the admin tables' exports, the quotation PDF, the public Portfolio button.

/** A file the screen saved. */
export interface SavedFile {
  /** The name the download would get. */
  name: string;
  /** The file's content. */
  blob: Blob;
}

/**
 * Catches the files saved while `run` plays: the Blob handed to URL.createObjectURL and the name
 * of the link clicked for it. The browser's own download is suppressed.
 */
export async function catchDownloads(run: (saved: SavedFile[]) => Promise<void>): Promise<void> {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  HTMLAnchorElement.prototype.click = function clickDownload(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ name: this.download, blob });
    else click.call(this);
  };
  try {
    await run(saved);
  } finally {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  }
}
