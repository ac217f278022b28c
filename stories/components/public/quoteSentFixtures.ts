// What the quote-sent stories share (issue 32): a reference, its WhatsApp link, a clipboard that
// accepts or refuses, and how many lines a text takes.
import { spyOn } from 'storybook/test';

export const REFERENCE = 'PNW-202611-00042';

export const WHATSAPP =
  'https://wa.me/6281100000000?text=Halo%2C%20saya%20ingin%20meminta%20penawaran%20harga%20%F0%9F%99%8F%20(PNW-202611-00042)';

/** A story's beforeEach: navigator.clipboard.writeText accepts or refuses, restored afterwards. */
export function clipboardThat(answer: 'accepts' | 'refuses') {
  return () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockImplementation(() =>
      answer === 'accepts'
        ? Promise.resolve()
        : Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    );
    return () => writeText.mockRestore();
  };
}

/** How many line boxes an inline element takes: 1 when it is not broken. */
export function lineBoxes(element: HTMLElement): number {
  return element.getClientRects().length;
}
