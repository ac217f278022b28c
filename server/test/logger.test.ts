// `npm start` logs readable lines in a terminal (pino-pretty) and one JSON object per line
// otherwise; secrets are redacted in both.
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logger.ts';

describe('server logs', () => {
  it('are readable lines, not JSON, in a terminal, with secrets redacted', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const app = Fastify({ logger: loggerOptions('info', true, out) });
    app.log.info({ body: { password: 'rahasia123' } }, 'sign-in tried');
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = text.split('\n').find((entry) => entry.includes('sign-in tried')) ?? '';
    expect(line).toMatch(/\d\d:\d\d:\d\d/);
    expect(line).toContain('INFO');
    expect(() => JSON.parse(line)).toThrow();
    expect(text).not.toContain('rahasia123');
    expect(text).toContain('[redacted]');
  });

  it('are JSON objects when the output is not a terminal', () => {
    const options = loggerOptions('warn', false);
    expect(options).toEqual({
      level: 'warn',
      redact: {
        paths: expect.arrayContaining(['*.password', 'req.headers.authorization']),
        censor: '[redacted]',
      },
    });
    expect(options).not.toHaveProperty('stream');
  });
});
