// Each app plugin declares the decorations and plugins it uses (fastify-plugin's `decorators` and
// `dependencies`), so an app assembled without one of them fails at start-up naming what is
// missing, instead of at the first request that reads `undefined`.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import cacheBroadcast from './cache-broadcast.ts';
import health from './health.ts';
import insights from './insights.ts';
import mailer from './mailer.ts';
import quotePdf from './quote-pdf.ts';
import rateLimit from './rate-limit.ts';
import repositories from './repositories.ts';
import security from './security.ts';
import productSearch from '../search/plugin.ts';

const cases = [
  {
    plugin: repositories,
    missing: 'product-search',
    decorate: ['config', 'db', 'storage', 'publicFiles'],
  },
  { plugin: repositories, missing: 'publicFiles', decorate: ['config', 'db', 'storage'] },
  { plugin: productSearch, missing: 'db', decorate: [] },
  { plugin: productSearch, missing: 'health', decorate: ['db', 'publicFiles'] },
  { plugin: insights, missing: 'now', decorate: ['db'] },
  { plugin: cacheBroadcast, missing: 'public-cache', decorate: ['db'] },
  { plugin: health, missing: 'storage', decorate: ['db'] },
  { plugin: security, missing: 'now', decorate: ['config', 'db'] },
  { plugin: mailer, missing: 'config', decorate: [] },
  { plugin: quotePdf, missing: 'config', decorate: [] },
  { plugin: quotePdf, missing: 'publicFiles', decorate: ['config', 'storage'] },
  { plugin: rateLimit, missing: 'db', decorate: ['config'] },
] as const;

describe('app plugins declare what they use', () => {
  it.each(cases)('refuses to start without $missing', async ({ plugin, missing, decorate }) => {
    const app = Fastify({ logger: false });
    // Stand-ins typed loosely: only their presence is checked before a plugin runs.
    for (const name of decorate) app.decorate(name as never, {} as never);
    const start = async () => {
      await app.register(plugin as never);
      await app.ready();
    };
    await expect(start()).rejects.toThrow(`'${missing}'`);
    await app.close().catch(() => undefined);
  });
});
