// A page's text as its UTF-8 bytes, one character a byte: how a worker sends a rendered page's head
// and body to the HTTP thread (render-worker.ts; render-thread.ts, `WorkerPage`).

/** Where the text is encoded: one buffer for the thread's life, grown to the largest text met. */
let scratch = new Uint8Array(0);
const encoder = new TextEncoder();

/**
 * `text`'s UTF-8 bytes as a string of one character a byte (Latin-1; `Buffer.from(bytes, 'latin1')`
 * gives the bytes back). Cloned to another thread at a byte a character, a one-byte string, where
 * the text itself is a two-byte string as soon as it holds one character outside Latin-1 (an en
 * dash, a quote) and, past 64 k characters, is made there in the large-object space
 * (docs/decisions.md, "Pages rendered on demand: the page's text sent as its UTF-8 bytes").
 * `encodeInto` a buffer kept: measured alone on a 44 k-character page, about half the time of
 * `Buffer.byteLength` and `write`, and no buffer made a page.
 */
export function latin1Bytes(text: string): string {
  // At most three bytes a UTF-16 unit (a pair's four bytes are two units').
  if (scratch.length < text.length * 3) scratch = new Uint8Array(text.length * 3);
  const { written } = encoder.encodeInto(text, scratch);
  return Buffer.from(scratch.buffer, 0, written).toString('latin1');
}
