// The quotation PDF: its render pool (export/quote-pdf-pool.ts), one per app: QUOTE_PDF_THREADS
// renders at once (default 1, 0 on the HTTP thread), QUOTE_PDF_QUEUE more waiting (default 8);
// and the letterhead's logo, made once per uploaded file (export/quote-pdf-logo.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { quotePdfLogo } from '../export/quote-pdf-logo.ts';
import { quotePdfPool } from '../export/quote-pdf-pool.ts';

export default fp(
  async (app: FastifyInstance) => {
    const pool = quotePdfPool({
      threads: app.config.quotePdfThreads,
      queue: app.config.quotePdfQueue,
    });
    app.decorate('quotePdf', pool);
    app.decorate('quotePdfLogo', quotePdfLogo(app.storage, app.publicFiles));
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'quote-pdf', decorators: { fastify: ['config', 'storage', 'publicFiles'] } },
);
