// Fastify declarations for what our plugins attach.
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Storage } from './storage/storage.ts';
import type { PublicFiles } from './storage/files-service.ts';
import type { AuthUser } from './auth/sessions.ts';
import type { Repositories } from './plugins/repositories.ts';
import type { Lifecycle } from './plugins/health.ts';
import type { Mailer } from './plugins/mailer.ts';
import type { QuotePdfPool } from './export/quote-pdf-pool.ts';
import type { QuotePdfLogo } from './export/quote-pdf-logo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
    /** Where picture URLs point: under /storage, or S3_PUBLIC_URL when set. */
    publicFiles: PublicFiles;
    /** The clock; tests inject their own (lockout and session expiry without sleeping). */
    now: () => Date;
    repos: Repositories;
    /** Outgoing e-mail; null when SMTP_URL or SALES_EMAIL is unset. */
    mailer: Mailer | null;
    /** Renders quotation PDFs off the HTTP thread, a bounded number at once. */
    quotePdf: QuotePdfPool;
    /** The quotation letterhead's logo as a PNG, made once per uploaded file. */
    quotePdfLogo: QuotePdfLogo;
    /** Starting, ready or stopping: what /readyz answers before it checks anything. */
    lifecycle: {
      readonly state: Lifecycle;
      stopping(): void;
      /** /readyz answers 503 `{ status }` while `isReady` answers false (search: `indexing`). */
      holdUntil(status: string, isReady: () => boolean): void;
      /** Adds `name: figures()` to the ready answer of /readyz (progress, never a hold). */
      report(name: string, figures: () => Record<string, number>): void;
    };
  }
  interface FastifyRequest {
    user: AuthUser | null;
    bearerToken: string | null;
  }
}
