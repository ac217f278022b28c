// The background renderer's worker compresses the pages it rendered (off the HTTP thread), and its
// reads wait for the pace (the gate) before the HTTP thread answers them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SEMI_SPACE_MB } from '../lib/worker-heap.ts';
import {
  MAX_WAITING_COPIES,
  RenderThread,
  STYLESHEETS_SENT,
  type WorkerPage,
} from './render-thread.ts';

/** `url` rendered on `thread`, the page taken from its handoff. */
const pageOf = (
  thread: RenderThread,
  ...[url, origin, load]: Parameters<RenderThread['render']>
): Promise<WorkerPage | null> =>
  thread.render(url, origin, load).then((handoff) => handoff?.take() ?? null);

// `gc()` for a test that a page is collectable once taken (the flag takes for contexts made after).
setFlagsFromString('--expose-gc');

const dir = mkdtempSync(path.join(tmpdir(), 'render-thread-'));
const file = path.join(dir, 'render.mjs');
// A renderer that reads one answer and shows it.
writeFileSync(
  file,
  `export async function render({ url, load }) {
    const answer = await load('/config', { shared: true });
    return { status: 200, title: url, head: '', body: JSON.stringify(answer.body), undeclared: [], stylesheet: null };
  }`,
);

// A renderer that reads a page's own answer (not shared) and shows it with its status.
const ownFile = path.join(dir, 'own.mjs');
writeFileSync(
  ownFile,
  `export async function render({ load }) {
    const answer = await load('/product?limit=1');
    return { status: answer.status, title: '', head: '', body: JSON.stringify(answer.body), undeclared: [], stylesheet: null };
  }`,
);

// A renderer that reads a page's answers at once (as render.tsx's loadAll does): three shared, two
// of its own, and shows them.
const manyFile = path.join(dir, 'many.mjs');
writeFileSync(
  manyFile,
  `export async function render({ load }) {
    const paths = ['/config', '/tagline/main', '/tagline/footer', '/product?limit=1', '/type/9'];
    const answers = await Promise.all(paths.map((path, index) => load(path, { shared: index < 3 })));
    return { status: 200, title: '', head: '', body: JSON.stringify(answers), undeclared: [], stylesheet: null };
  }`,
);

// A renderer that shows its thread's CPU priority (Linux names the thread in /proc/thread-self):
// its nice value, and its scheduling policy (stat's 41st field: 0 SCHED_OTHER, 5 SCHED_IDLE).
const priorityFile = path.join(dir, 'priority.mjs');
writeFileSync(
  priorityFile,
  `import { readFileSync, readlinkSync } from 'node:fs';
  import { getPriority } from 'node:os';
  export async function render() {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const policy = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38];
    return { status: 200, title: '', head: '', body: getPriority(tid) + ' ' + policy, undeclared: [], stylesheet: null };
  }`,
);

// A renderer that shows its thread's name as /proc has it (what bench:traffic counts CPU by).
const nameFile = path.join(dir, 'name.mjs');
writeFileSync(
  nameFile,
  `import { readFileSync } from 'node:fs';
  export async function render() {
    const name = readFileSync('/proc/thread-self/comm', 'utf8').trim();
    return { status: 200, title: '', head: '', body: name, undeclared: [], stylesheet: null };
  }`,
);

// A renderer that allocates, some of it surviving a while (as a render waiting on its reads does),
// and shows how large its thread's new space grew (MB).
const youngFile = path.join(dir, 'young.mjs');
writeFileSync(
  youngFile,
  `import { getHeapSpaceStatistics } from 'node:v8';
  export async function render() {
    const ring = new Array(50_000);
    for (let i = 0; i < 1_000_000; i++) ring[i % 50_000] = { i, parts: [i, String(i)] };
    const space = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    return { status: 200, title: '', head: '', body: String(space.space_size / 2 ** 20), undeclared: [], stylesheet: null };
  }`,
);

// A renderer whose pages link the stylesheet the address names (/a → /page-styles/a.css), its text
// numbered by the render that wrote it: a text that arrives numbered 1 on page 3 was sent once.
const sheetFile = path.join(dir, 'sheet.mjs');
writeFileSync(
  sheetFile,
  `let renders = 0;
  export async function render({ url }) {
    renders += 1;
    const href = '/page-styles' + url + '.css';
    return { status: 200, title: url, head: '<link rel="stylesheet" href="' + href + '">', body: String(renders), undeclared: [], stylesheet: { href, css: 'p{margin:0} /* ' + renders + ' */' } };
  }`,
);

// A renderer whose head and body hold characters outside Latin-1 and beyond the BMP, the body
// past V8's largest regular object as a two-byte string (64 k characters).
const textFile = path.join(dir, 'text.mjs');
const TEXT_HEAD = '<meta name="description" content="Silinder Ø32 – “katup” é">';
const TEXT_BODY = `<p>Silinder Ø32 – 🙂 é ${'Katup “solenoid” – '.repeat(3500)}</p>`;
writeFileSync(
  textFile,
  `export async function render() {
    return { status: 200, title: 'Katup – “solenoid”', head: ${JSON.stringify(TEXT_HEAD)}, body: ${JSON.stringify(TEXT_BODY)}, undeclared: [], stylesheet: null };
  }`,
);

// A renderer that cannot be loaded (its module throws).
const brokenFile = path.join(dir, 'broken.mjs');
writeFileSync(brokenFile, `throw new Error('renderer not loaded');`);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Tests of anything but priority run their worker at the process's priority ('normal'): the
// background renderer's worker is SCHED_IDLE, and beside the whole suite in CI (both cores busy,
// the web build at nice 19 beside) two tests of it waited past 5 s for a few ms of CPU. The three
// tests of the low priority itself get a minute.
describe('RenderThread', () => {
  it('renders once the gate opens, and compresses a page in both encodings', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let waited: () => void = () => undefined;
    const atGate = new Promise<void>((resolve) => (waited = resolve));
    const asked: string[] = [];
    const thread = new RenderThread({
      file,
      priority: 'normal',
      gate: () => {
        waited();
        return gate;
      },
    });
    try {
      const page = pageOf(thread, '/x', 'http://katalog.test', async (apiPath) => {
        asked.push(apiPath);
        return { status: 200, body: { phone: '62811' } };
      });
      // The worker asked for its read; the HTTP thread holds it until the gate opens.
      await atGate;
      expect(asked).toEqual([]);
      open();
      expect((await page)?.body).toBe('{"phone":"62811"}');
      expect(asked).toEqual(['/config']);

      const html = Buffer.from(`<!doctype html><p>${'Silinder pneumatik '.repeat(500)}</p>`);
      const { br, gzip } = await thread.compress(html);
      expect(brotliDecompressSync(br).equals(html)).toBe(true);
      expect(gunzipSync(gzip).equals(html)).toBe(true);
      expect(br.length).toBeLessThan(html.length / 10);
      // The caller's HTML is still whole (a copy went to the worker).
      expect(html.length).toBeGreaterThan(9000);
    } finally {
      await thread.close();
    }
  });

  it('hands a page over once: the promise of its render keeps nothing of it once taken', async () => {
    // A promise made when a page was asked for is old when the page comes (lib/handoff.ts): were
    // the page its value, the page would live as long as the promise.
    const collect = runInNewContext('gc') as () => void;
    const thread = new RenderThread({ file, priority: 'normal' });
    try {
      const rendering = thread.render('/x', 'http://katalog.test', async () => ({
        status: 200,
        body: { phone: '62811' },
      }));
      const handoff = await rendering;
      let page = handoff?.take();
      expect(page?.body).toBe('{"phone":"62811"}');
      expect(() => handoff?.take()).toThrow('handed over already');
      const gone = new WeakRef(page as object);
      page = undefined;
      // (A weak reference keeps its target to the end of the job that made it.)
      await new Promise((resolve) => setImmediate(resolve));
      collect();
      expect(gone.deref()).toBeUndefined();
      // The promise itself is still there, holding the emptied handoff.
      expect(await rendering).toBe(handoff);
    } finally {
      await thread.close();
    }
  });

  it("hands a page's own read across as its JSON text, parsed on the worker; the kept bytes stay whole", async () => {
    const thread = new RenderThread({ file: ownFile, priority: 'normal' });
    try {
      const kept = Buffer.from(
        '{"data":[{"id":7,"nama":"Silinder Ø32 – ganda"}],"meta":{"total":1}}',
      );
      const page = await pageOf(thread, '/x', 'http://katalog.test', async () => ({
        status: 404,
        json: kept,
      }));
      expect(page?.status).toBe(404);
      expect(JSON.parse(Buffer.from(page?.body ?? '', 'latin1').toString())).toEqual({
        data: [{ id: 7, nama: 'Silinder Ø32 – ganda' }],
        meta: { total: 1 },
      });
      // A copy went across: the cache's answer is still there for the next page.
      expect(kept.toString()).toContain('ganda');
    } finally {
      await thread.close();
    }
  });

  it("sends a page's head and body as their UTF-8 bytes, a character a byte; its title as text", async () => {
    const thread = new RenderThread({ file: textFile, priority: 'normal' });
    try {
      const page = await pageOf(thread, '/x', 'http://katalog.test', () =>
        Promise.reject(new Error('no reads')),
      );
      expect(page?.latin1Bytes).toBe(true);
      for (const [sent, text] of [
        [page?.head ?? '', TEXT_HEAD],
        [page?.body ?? '', TEXT_BODY],
      ] as const) {
        // One character a byte (a one-byte string on this side), the text's UTF-8 bytes.
        expect(sent.length).toBe(Buffer.byteLength(text));
        expect([...sent].every((character) => character.charCodeAt(0) < 256)).toBe(true);
        expect(Buffer.from(sent, 'latin1').toString()).toBe(text);
      }
      expect(page?.title).toBe('Katup – “solenoid”');
    } finally {
      await thread.close();
    }
  });

  it("asks for a page's reads in one message and gets their answers in one", async () => {
    const thread = new RenderThread({ file: manyFile, priority: 'normal' });
    try {
      const shared = new Map<string, { status: number; body: unknown }>();
      const load = async (apiPath: string, options?: { shared?: boolean }) => {
        if (!options?.shared)
          return { status: 200, json: Buffer.from(JSON.stringify({ own: apiPath })) };
        let answer = shared.get(apiPath);
        if (!answer) shared.set(apiPath, (answer = { status: 200, body: { shared: apiPath } }));
        return answer;
      };
      const expected = [
        { status: 200, body: { shared: '/config' } },
        { status: 200, body: { shared: '/tagline/main' } },
        { status: 200, body: { shared: '/tagline/footer' } },
        { status: 200, body: { own: '/product?limit=1' } },
        { status: 200, body: { own: '/type/9' } },
      ];
      for (const url of ['/a', '/b']) {
        const before = { ...thread.messages };
        const page = await pageOf(thread, url, 'http://katalog.test', load);
        // Each page (the second from the shared answers the worker kept) reads all five.
        expect(JSON.parse(page?.body ?? '')).toEqual(expected);
        // The page sent and its answers; its reads and the page rendered: two messages each way.
        expect(thread.messages.sent - before.sent).toBe(2);
        expect(thread.messages.heard - before.heard).toBe(2);
      }
    } finally {
      await thread.close();
    }
  });

  it("sends a stylesheet's text across once per worker; later pages name it by its href", async () => {
    const thread = new RenderThread({ file: sheetFile, priority: 'normal' });
    const noReads = () => Promise.reject(new Error('no reads'));
    const sheetOf = async (url: string) =>
      (await pageOf(thread, url, 'http://katalog.test', noReads))?.stylesheet;
    try {
      expect(await sheetOf('/a')).toEqual({
        href: '/page-styles/a.css',
        css: 'p{margin:0} /* 1 */',
      });
      expect(await sheetOf('/b')).toEqual({
        href: '/page-styles/b.css',
        css: 'p{margin:0} /* 2 */',
      });
      // The text the worker sent first (render 1), not render 3's: the href alone came across.
      expect(await sheetOf('/a')).toEqual({
        href: '/page-styles/a.css',
        css: 'p{margin:0} /* 1 */',
      });
      expect(await sheetOf('/b')).toEqual({
        href: '/page-styles/b.css',
        css: 'p{margin:0} /* 2 */',
      });
      // A new worker sends it whole again (its renderer counts from 1 again).
      await thread.close();
      expect(await sheetOf('/b')).toEqual({
        href: '/page-styles/b.css',
        css: 'p{margin:0} /* 1 */',
      });
      // Past STYLESHEETS_SENT others, the first is sent whole again, by both sides alike.
      for (let index = 0; index < STYLESHEETS_SENT; index++) await sheetOf(`/s${index}`);
      expect(await sheetOf('/b')).toEqual({
        href: '/page-styles/b.css',
        css: `p{margin:0} /* ${STYLESHEETS_SENT + 2} */`,
      });
      expect(await sheetOf('/s1')).toEqual({
        href: '/page-styles/s1.css',
        css: 'p{margin:0} /* 3 */',
      });
    } finally {
      await thread.close();
    }
  });

  it('sends a shared answer across once while it is the same, and again once it changed', async () => {
    const thread = new RenderThread({ file, priority: 'normal' });
    try {
      const config = { status: 200, body: { phone: '62811' } };
      const load = async () => config;
      expect((await pageOf(thread, '/a', 'http://katalog.test', load))?.body).toBe(
        '{"phone":"62811"}',
      );
      // The same answer object (the cache's, until a write): the worker uses the copy it kept, so
      // a change made to this object in place never reaches it.
      config.body.phone = '62899';
      expect((await pageOf(thread, '/b', 'http://katalog.test', load))?.body).toBe(
        '{"phone":"62811"}',
      );
      // A write made a new answer: sent across again.
      const changed = { status: 200, body: { phone: '62822' } };
      expect((await pageOf(thread, '/c', 'http://katalog.test', async () => changed))?.body).toBe(
        '{"phone":"62822"}',
      );
    } finally {
      await thread.close();
    }
  });

  it.runIf(process.platform === 'linux')(
    "runs the background renderer's worker at the lowest priority, the visitors' at the process's",
    async () => {
      const priorityOf = async (priority?: 'low' | 'normal') => {
        const thread = new RenderThread({ file: priorityFile, ...(priority ? { priority } : {}) });
        try {
          return (await pageOf(thread, '/', 'http://katalog.test', noLoad))?.body;
        } finally {
          await thread.close();
        }
      };
      const noLoad = () => Promise.reject(new Error('no reads'));
      // Nice 19 in the idle class (SCHED_IDLE, 5) where util-linux's chrt is, as on the servers.
      const idle = spawnSync('chrt', ['--version']).status === 0 ? '5' : '0';
      expect(await priorityOf()).toBe(`19 ${idle}`);
      expect(await priorityOf('low')).toBe(`19 ${idle}`);
      expect(await priorityOf('normal')).toBe(`${getPriority()} 0`);
    },
    60_000,
  );

  it.runIf(process.platform === 'linux')(
    "names its thread by whose pages it renders: the background renderer's, the visitors'",
    async () => {
      const nameOf = async (priority: 'low' | 'normal') => {
        const thread = new RenderThread({ file: nameFile, priority });
        try {
          const noLoad = () => Promise.reject(new Error('no reads'));
          return (await pageOf(thread, '/', 'http://katalog.test', noLoad))?.body;
        } finally {
          await thread.close();
        }
      };
      expect(await nameOf('low')).toBe('render-refill');
      expect(await nameOf('normal')).toBe('render-visitors');
    },
    60_000,
  );

  it("gives the background renderer's worker a small young generation, visitors' worker the HTTP thread's", async () => {
    const newSpaceOf = async (priority: 'low' | 'normal') => {
      const thread = new RenderThread({ file: youngFile, priority });
      try {
        return Number(
          (await pageOf(thread, '/', 'http://katalog.test', () => Promise.reject(new Error('no'))))
            ?.body,
        );
      } finally {
        await thread.close();
      }
    };
    // Two semi-spaces each (without a limit of its own a worker's grew to 32 MB here).
    const background = await newSpaceOf('low');
    expect(background).toBeGreaterThan(0);
    expect(background).toBeLessThanOrEqual(2 * SEMI_SPACE_MB.quiet);
    const visitors = await newSpaceOf('normal');
    expect(visitors).toBeGreaterThan(2 * SEMI_SPACE_MB.quiet);
    expect(visitors).toBeLessThanOrEqual(2 * SEMI_SPACE_MB.busy);
    // Two workers that start and allocate: beside the whole suite in CI this took over 5 s.
  }, 60_000);

  it('loads the renderer for its first page only: a worker that only compresses never does', async () => {
    const thread = new RenderThread({ file: brokenFile, priority: 'normal' });
    try {
      const html = Buffer.from(`<!doctype html><p>${'Katup solenoid '.repeat(400)}</p>`);
      const made = await thread.later(html, ['gzip']);
      expect(gunzipSync(made?.gzip as Buffer).equals(html)).toBe(true);
      await expect(
        pageOf(thread, '/', 'http://katalog.test', () => Promise.reject(new Error('no reads'))),
      ).rejects.toThrow('renderer not loaded');
      // The same worker still compresses.
      const { gzip } = await thread.compress(html);
      expect(gunzipSync(gzip).equals(html)).toBe(true);
      expect(thread.started).toBe(1);
    } finally {
      await thread.close();
    }
  });

  it("makes a visitor's page's missing copy only, and none past MAX_WAITING_COPIES", async () => {
    const thread = new RenderThread({ file, priority: 'normal' });
    try {
      const html = Buffer.from(`<!doctype html><p>${'Katup solenoid '.repeat(400)}</p>`);
      const made = await thread.later(html, ['gzip']);
      expect(made?.br).toBeUndefined();
      expect(gunzipSync(made?.gzip as Buffer).equals(html)).toBe(true);
      const many = Array.from({ length: MAX_WAITING_COPIES + 1 }, () =>
        thread.later(html, ['gzip']),
      );
      const copies = await Promise.all(many);
      expect(copies.filter((copy) => copy === null)).toHaveLength(1);
      expect(await thread.later(html, [])).toBeNull();
    } finally {
      await thread.close();
    }
  });
});

describe('RenderThread with idleMs', () => {
  afterEach(() => vi.useRealTimers());

  it('ends its worker once idle for idleMs, not while a page is in hand, and starts one again for the next page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let waited: () => void = () => undefined;
    const atGate = new Promise<void>((resolve) => (waited = resolve));
    let gated = true;
    const thread = new RenderThread({
      file,
      priority: 'normal',
      idleMs: 1000,
      gate: () => {
        if (!gated) return Promise.resolve();
        waited();
        return gate;
      },
    });
    const config = { status: 200, body: { phone: '62811' } };
    const load = async () => config;
    try {
      thread.warm();
      expect(thread.started).toBe(1);
      // A page held at the pace is a job: the worker is not idle, whatever the time.
      const page = pageOf(thread, '/a', 'http://katalog.test', load);
      await atGate;
      vi.advanceTimersByTime(5000);
      open();
      gated = false;
      expect((await page)?.body).toBe('{"phone":"62811"}');
      expect(thread.started).toBe(1);
      // Idle from here: ended after idleMs. The next page starts a new worker, which is sent the
      // shared answer again (the ended one's copy went with it).
      vi.advanceTimersByTime(1000);
      expect((await pageOf(thread, '/b', 'http://katalog.test', load))?.body).toBe(
        '{"phone":"62811"}',
      );
      expect(thread.started).toBe(2);
      const html = Buffer.from(`<!doctype html><p>${'Silinder pneumatik '.repeat(500)}</p>`);
      vi.advanceTimersByTime(999);
      const { gzip } = await thread.compress(html);
      expect(gunzipSync(gzip).equals(html)).toBe(true);
      expect(thread.started).toBe(2);
    } finally {
      await thread.close();
    }
  });

  it('keeps its worker without idleMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const thread = new RenderThread({ file, priority: 'normal' });
    const load = async () => ({ status: 200, body: {} });
    try {
      await pageOf(thread, '/a', 'http://katalog.test', load);
      vi.advanceTimersByTime(3_600_000);
      await pageOf(thread, '/b', 'http://katalog.test', load);
      expect(thread.started).toBe(1);
    } finally {
      await thread.close();
    }
  });
});
