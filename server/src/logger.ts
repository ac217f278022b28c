// Server logs: readable coloured lines when a person watches a terminal, one JSON object per line
// otherwise (files, journald, log collectors). Secrets never reach either.
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.old_password',
  '*.new_password1',
  '*.new_password2',
  '*.accessToken',
];

/** `destination`: where readable lines go (standard output; a stream in tests). */
export function loggerOptions(
  level: string,
  isTerminal = Boolean(process.stdout.isTTY),
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const base = { level, redact: { paths: REDACT, censor: '[redacted]' } };
  if (!isTerminal) return base;
  return {
    ...base,
    stream: pretty({
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      ...(destination ? { destination } : {}),
    }),
  };
}
