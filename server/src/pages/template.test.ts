import { describe, expect, it } from 'vitest';
import { templateFrom } from './template.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>app</title><style>x</style></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

describe('templateFrom', () => {
  it('puts the parts in their places, page text literally (no replacement patterns)', () => {
    const html = templateFrom(TEMPLATE).assemble({
      title: "Katup $' & <b>",
      head: '<meta name="x" content="$&">',
      body: "<h1>$' $&</h1>",
    });
    expect(html).toBe(
      '<!doctype html><html><head><title>Katup $\' &amp; &lt;b&gt;</title><style>x</style><meta name="x" content="$&"></head><body><div id="root"><h1>$\' $&</h1></div><script src="/a.js"></script></body></html>',
    );
  });

  it('refuses a template without a root element', () => {
    expect(() => templateFrom('<title>x</title></head>')).toThrow('root');
  });
});
