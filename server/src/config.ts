// Run-time configuration (DECISIONS.md "Product and configuration"): every value has a safe
// default so that `npm start` works with nothing set.
import path from 'node:path';
import { QUOTE_DEFAULT_VALID_DAYS } from '#domain/quote/constants.ts';
import { DEFAULT_QUOTE_TERMS, type QuoteTermsDefaults } from '#domain/quote/letter.ts';
import { normalisePublicUrl } from './lib/public-url.ts';
import { scryptCostFrom } from './lib/passwords.ts';
import { parseMfaRequiredRoles, type MfaRequiredRoles } from '#domain/account/mfaPolicy.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL URL; empty means PGlite in-process under dataDir/pglite. */
  databaseUrl: string;
  adminPassword: string;
  appName: string;
  chatPhone: string;
  superuserRoleId: number;
  adminRoleId: number;
  /** Password used by "Reset Password"; empty means generate one at first start. */
  resetPassword: string;
  seedDemo: boolean;
  logLevel: string;
  /** Seconds public GET answers are cached per process; 0 turns the cache off. */
  publicCacheSeconds: number;
  /** Megabytes of answers and pages the public cache keeps at most (by their bytes). */
  publicCacheMb: number;
  /**
   * The page store (issue 34): hours a public page or answer is kept at most while no write
   * changes what it shows (it goes at once when one does); 0 keeps them PUBLIC_CACHE_SECONDS only.
   */
  pageStoreHours: number;
  /**
   * Megabytes of pages and answers kept past the memory bound: on disk (DATA_DIR/page-store) on
   * PGlite, in the table every instance shares (page_store.pages) on PostgreSQL.
   */
  pageStoreDiskMb: number;
  /** Whether a background worker renders every public page before anyone asks (PRERENDER). */
  prerender: boolean;
  /**
   * Workers that render a visitor's page that is not stored, with the background renderer
   * (VISITOR_RENDER_WORKERS; 0: on the HTTP thread): the HTTP thread's CPU a page, and pages
   * rendered side by side, against ~30 MB each.
   */
  visitorRenderWorkers: number;
  /** Requests from clients in progress at once; past it new ones are answered 503 at once. */
  maxInFlight: number;
  /** Mean event-loop delay (ms) past which new requests are answered 503 at once; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /**
   * Pages rendered on the server at once; the others wait their turn. Null (MAX_RENDERS unset):
   * the pages plugin's default for where pages render (plugins/pages.ts, `RENDERS_AT_ONCE`).
   */
  maxRenders: number | null;
  /** How long (ms) a page may wait for its turn to render before it is answered 503. */
  renderWaitMs: number;
  /**
   * The longest (ms) a search goes without reading the change log when it has heard of no write
   * (its own instance's writes and other instances' notices are applied at once).
   */
  searchMaxStaleMs: number;
  /** How often (ms) the visitor events counted in memory are written (issue 26). */
  eventsFlushMs: number;
  /** Where uploads live: `DATA_DIR/uploads` on the local disk, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Origin of absolute URLs (sitemap, canonical, Open Graph); '' means the request's own. */
  publicUrl: string;
  /**
   * Which X-Forwarded-* headers to believe (Fastify's `trustProxy`): false ignores them all, true
   * believes any sender, a string those addresses or CIDRs (comma-separated), a function that
   * many proxy hops (a number in TRUST_PROXY).
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** A request whose headers and body have not all arrived after this many ms is answered 408. */
  requestTimeoutMs: number;
  /** A request whose headers have not all arrived after this many ms is answered 408. */
  headersTimeoutMs: number;
  /**
   * Requests per minute and client address of the operations the contract marks
   * `x-rate-limit: per-ip`, by operationId; 0 turns the limit off.
   */
  rateLimits: Record<string, number>;
  /** Where new quote requests are e-mailed from (an smtp:// or smtps:// URL); '' sends none. */
  smtpUrl: string;
  /** Who receives them; '' sends none. */
  salesEmail: string;
  /** Days a 'Surat Penawaran Harga' stays valid. */
  quoteValidDays: number;
  /** Issue 35: the defaults of a quotation's terms and signatory (staff change them per quotation). */
  quoteTerms: QuoteTermsDefaults;
  /** Quotation PDFs rendered at once, each on a worker thread; 0 renders on the HTTP thread. */
  quotePdfThreads: number;
  /** Quotation PDFs that may wait for a worker; one more is answered 503. */
  quotePdfQueue: number;
  /**
   * `MFA_REQUIRED_ROLES`: role names (any case, comma-separated) whose users must turn two-step
   * sign-in on at their next sign-in; unset is the superuser role, empty is none.
   */
  mfaRequiredRoles: MfaRequiredRoles;
  /** `PASSWORD_SCRYPT_N`: scrypt's cost N of new password and recovery-code hashes (a power of two). */
  passwordScryptN: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Base URL pictures are linked from (a CDN or the bucket); empty: served through /storage. */
  publicUrl: string;
}

export type StorageConfig = { kind: 'local' } | { kind: 's3'; s3: S3Config };

/** `STORAGE=s3` and its `S3_*` variables; a bucket is required, the rest has AWS's defaults. */
export function storageFrom(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE ?? 'local').toLowerCase();
  if (kind === 'local' || kind === '') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE must be "local" or "s3", not "${env.STORAGE}"`);
  if (!env.S3_BUCKET)
    throw new Error(
      'STORAGE=s3 needs S3_BUCKET (and usually S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
  return {
    kind: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT ?? '',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: boolFrom(env.S3_FORCE_PATH_STYLE, false),
      publicUrl: (env.S3_PUBLIC_URL ?? '').replace(/\/+$/, ''),
    },
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** TRUST_PROXY: unset or off, on (any sender), a hop count, or addresses and CIDRs. */
export function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) return true;
  if (/^\d+$/.test(text)) {
    const hops = Number.parseInt(text, 10);
    return (_address, hop) => hop < hops;
  }
  return text;
}

function boolFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL ?? '',
    adminPassword: env.ADMIN_PASSWORD ?? '',
    appName: env.APP_NAME ?? 'Katalog Pneumatik',
    // A clearly fake number (Indonesian prefix, all zeros) until the real one is configured.
    chatPhone: env.CHAT_PHONE ?? '6280000000000',
    superuserRoleId: intFrom(env.SUPERUSER_ROLE_ID, 1),
    adminRoleId: intFrom(env.ADMIN_ROLE_ID, 2),
    resetPassword: env.RESET_PASSWORD ?? '',
    seedDemo: boolFrom(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicCacheSeconds: intFrom(env.PUBLIC_CACHE_SECONDS, 30),
    // 16 MB: the memory tier of the page store (the disk tier or the shared table holds the
    // rest); 32 held ~27 MB of copies at the bench's peak with the store full, which distinct
    // URLs never read again (docs/decisions.md, "RSS with the store full", session 27).
    publicCacheMb: intFrom(env.PUBLIC_CACHE_MB, 16),
    pageStoreHours: intFrom(env.PAGE_STORE_HOURS, 24),
    pageStoreDiskMb: intFrom(env.PAGE_STORE_DISK_MB, 2048),
    prerender: boolFrom(env.PRERENDER, true),
    visitorRenderWorkers: Math.max(0, intFrom(env.VISITOR_RENDER_WORKERS, 1)),
    maxInFlight: intFrom(env.MAX_IN_FLIGHT, 128),
    maxEventLoopDelayMs: intFrom(env.MAX_EVENT_LOOP_DELAY_MS, 1000),
    maxRenders: Number.isFinite(Number.parseInt(env.MAX_RENDERS ?? '', 10))
      ? Math.max(1, intFrom(env.MAX_RENDERS, 1))
      : null,
    renderWaitMs: intFrom(env.RENDER_WAIT_MS, 1000),
    searchMaxStaleMs: intFrom(env.SEARCH_MAX_STALE_MS, 1000),
    eventsFlushMs: intFrom(env.EVENTS_FLUSH_MS, 1000),
    storage: storageFrom(env),
    publicUrl: normalisePublicUrl(env.PUBLIC_URL),
    // Off: a client's own X-Forwarded-Proto or -For would otherwise set the cookie's Secure flag
    // and the address in the logs.
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    // Generous for a 20 MB upload over a slow line, short enough that idle sockets do not pile up.
    requestTimeoutMs: intFrom(env.REQUEST_TIMEOUT_MS, 120_000),
    headersTimeoutMs: intFrom(env.HEADERS_TIMEOUT_MS, 15_000),
    // Well above what a person types (the lockout per account is 3 a minute), and an office
    // behind one address still signs in; a bot's burst is not.
    rateLimits: {
      login: intFrom(env.RATE_LIMIT_LOGIN, 30),
      createSubscriber: intFrom(env.RATE_LIMIT_SUBSCRIBE, 10),
      createQuote: intFrom(env.RATE_LIMIT_QUOTE, 10),
      // The buyer's answers on the quotation page (issue 35) share the quote requests' limit.
      acceptQuote: intFrom(env.RATE_LIMIT_QUOTE, 10),
      reviseQuote: intFrom(env.RATE_LIMIT_QUOTE, 10),
    },
    smtpUrl: env.SMTP_URL ?? '',
    salesEmail: env.SALES_EMAIL ?? '',
    quoteValidDays: intFrom(env.QUOTE_VALID_DAYS, QUOTE_DEFAULT_VALID_DAYS),
    quoteTerms: {
      validDays: intFrom(env.QUOTE_VALID_DAYS, QUOTE_DEFAULT_VALID_DAYS),
      paymentTerms: env.QUOTE_PAYMENT_TERMS || DEFAULT_QUOTE_TERMS.paymentTerms,
      deliveryTerms: env.QUOTE_DELIVERY_TERMS || DEFAULT_QUOTE_TERMS.deliveryTerms,
      signatoryName: env.QUOTE_SIGNATORY_NAME || DEFAULT_QUOTE_TERMS.signatoryName,
      signatoryTitle: env.QUOTE_SIGNATORY_TITLE || DEFAULT_QUOTE_TERMS.signatoryTitle,
    },
    quotePdfThreads: Math.max(0, intFrom(env.QUOTE_PDF_THREADS, 1)),
    quotePdfQueue: Math.max(0, intFrom(env.QUOTE_PDF_QUEUE, 8)),
    mfaRequiredRoles: parseMfaRequiredRoles(env.MFA_REQUIRED_ROLES),
    passwordScryptN: scryptCostFrom(env.PASSWORD_SCRYPT_N),
  };
}
