// The quotation PDF's render pool (export/quote-pdf-pool.ts), one per app: QUOTE_PDF_THREADS
// renders at once (default 1, 0 on the HTTP thread), QUOTE_PDF_QUEUE more waiting (default 8).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { quotePdfPool } from '../export/quote-pdf-pool.ts';

export default fp(
  async (app: FastifyInstance) => {
    const pool = quotePdfPool({
      threads: app.config.quotePdfThreads,
      queue: app.config.quotePdfQueue,
    });
    app.decorate('quotePdf', pool);
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'quote-pdf', decorators: { fastify: ['config'] } },
);
