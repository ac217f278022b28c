// E-mail to sales (issue 25): with SMTP_URL and SALES_EMAIL set, each new quote request is
// e-mailed after the visitor has the answer (a stalled SMTP server does not hold it), a repeat
// sends nothing, and a dead SMTP server breaks nothing.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import mailer from '../src/plugins/mailer.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { seedCatalogue } from './helpers/catalogue.ts';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
let arrived: (mail: Received) => void = () => undefined;
/** Held closed, the server keeps every message at DATA until the test opens it. */
let gate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void gate.then(() => {
          const mail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          received.push(mail);
          callback();
          arrived(mail);
        });
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function catalogue(t: TestApp): Promise<number> {
  const { products } = await seedCatalogue(t, await t.login(), {
    products: [{ name: 'Silinder Kompak AK-32x50', harga: '1250000' }],
  });
  return products[0] as number;
}

const request = (productId: number, name = 'Budi Santoso') => ({
  name,
  company: 'PT Maju Jaya',
  phone: '081234567890',
  consent: true,
  items: [{ productId, quantity: 4, note: 'Warna silver' }],
});

describe('with SMTP_URL and SALES_EMAIL', () => {
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      salesEmail: 'sales@katalog.example',
    });
    productId = await catalogue(t);
  });
  afterAll(() => t.close());

  it('answers the visitor first, then e-mails sales the request', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const mail = new Promise<Received>((resolve) => (arrived = resolve));
    const answer = await t.call('POST', '/quote', { json: request(productId) });
    expect(answer.status).toBe(200);
    // The SMTP server still holds the message: the answer did not wait for it.
    expect(received).toHaveLength(0);
    open();
    const { to, raw } = await mail;
    expect(to).toEqual(['sales@katalog.example']);
    const reference = answer.body.data.reference as string;
    expect(raw).toContain(`Subject: Permintaan Penawaran ${reference} dari PT Maju Jaya`);
    for (const text of [
      'Budi Santoso',
      '081234567890',
      'Silinder Kompak AK-32x50',
      'Jumlah: 4',
      'Rp 1.250.000',
    ])
      expect(raw).toContain(text);
    expect(raw).toMatch(/\/admin\/penawaran\/\d+/);
  });

  it('sends nothing for a repeat within the minute', async () => {
    gate = Promise.resolve();
    const first = new Promise<Received>((resolve) => (arrived = resolve));
    const sent = await t.call('POST', '/quote', { json: request(productId, 'Rina') });
    await first;
    const before = received.length;
    const repeat = await t.call('POST', '/quote', { json: request(productId, 'Rina') });
    expect(repeat.body.data.reference).toBe(sent.body.data.reference);
    // A later, different request is the next mail to arrive: the repeat sent none before it.
    const next = new Promise<Received>((resolve) => (arrived = resolve));
    const other = await t.call('POST', '/quote', { json: request(productId, 'Sari') });
    expect((await next).raw).toContain(other.body.data.reference);
    expect(received.length).toBe(before + 1);
  });
});

describe('with an SMTP server that is not there', () => {
  it('still stores the request and answers it', async () => {
    const t = await buildTestApp({
      smtpUrl: 'smtp://127.0.0.1:9',
      salesEmail: 'sales@katalog.example',
    });
    try {
      const productId = await catalogue(t);
      const answer = await t.call('POST', '/quote', { json: request(productId) });
      expect(answer.status).toBe(200);
      expect(t.app.mailer).not.toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('without SMTP_URL or SALES_EMAIL', () => {
  it.each([
    { smtpUrl: '', salesEmail: 'sales@katalog.example' },
    { smtpUrl: 'smtp://127.0.0.1:25', salesEmail: '' },
  ])('has no mailer: %o', async (mail) => {
    const app = Fastify();
    app.decorate('config', { ...loadConfig({}), ...mail });
    await app.register(mailer);
    expect(app.mailer).toBeNull();
    await app.close();
  });
});
