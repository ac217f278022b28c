import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './userAgent.ts';

describe('describeUserAgent', () => {
  it('names the browser with its major version and the system with its version', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', system: 'Windows 10' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 130', system: 'Android 14' });
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toEqual({
      browser: 'Firefox 133',
      system: 'Linux',
    });
  });

  it("reads an empty or unknown agent as 'Tidak dikenal'", () => {
    expect(describeUserAgent(null)).toEqual({ browser: 'Tidak dikenal', system: 'Tidak dikenal' });
    expect(describeUserAgent('  ')).toEqual({ browser: 'Tidak dikenal', system: 'Tidak dikenal' });
    expect(describeUserAgent('curl/8.5.0').system).toBe('Tidak dikenal');
  });
});
