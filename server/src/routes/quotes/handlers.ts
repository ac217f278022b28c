// Quote requests (issue 25): the visitor's POST quote and the sales inbox's calls.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QUOTE_TEXTS } from '#domain/quote/constants.ts';
import { QUOTE_EXPORT_COLUMNS } from '#domain/import/exportColumns.ts';
import { normalizeQuoteRequest, quoteRequestErrors } from '#domain/quote/request.ts';
import { quoteInboxUrl, quoteRequestWhatsappUrl } from '#domain/quote/whatsapp.ts';
import { sendExport } from '../../export/spreadsheet.ts';
import { invalid, MESSAGES, unauthorized } from '../../lib/errors.ts';
import { adminListQuery } from '../../lib/list-query.ts';
import { publicOrigin } from '../../lib/public-url.ts';
import { list, ok, statusChange } from '../../lib/respond.ts';
import { quoteMail } from '../../mail/quote-mail.ts';
import type { QuoteFilter } from '../../repositories/quotes/repository.ts';
import { idOf, type HandlerMap } from '../register.ts';
import { letterHandlers } from './letters.ts';

/** Where staff read a request in full (the inbox's detail page). */
const inboxUrl = (request: FastifyRequest, id: number) =>
  quoteInboxUrl(publicOrigin(request.server.config, request), id);

const filterOf = (query: { status?: QuoteFilter['status']; from?: string; to?: string }) => ({
  status: query.status,
  from: query.from,
  to: query.to,
});

/**
 * E-mails sales about a new request once the answer is out ('close': after the last byte, or when
 * the visitor left early; the request is stored either way); a failure is only logged.
 */
function mailSalesAfterAnswer(request: FastifyRequest, reply: FastifyReply, id: number): void {
  const mailer = request.server.mailer;
  if (!mailer) return;
  reply.raw.once('close', () => {
    request.server.repos.quotes
      .get(id, request.server.now())
      .then((quote) => mailer.send(quoteMail(quote, mailer.salesEmail, inboxUrl(request, id))))
      .catch((error: unknown) =>
        request.log.error({ err: error, quoteId: id }, 'quote e-mail not sent'),
      );
  });
}

export const quoteHandlers: HandlerMap = {
  ...letterHandlers,
  async createQuote(request, reply) {
    const errors = quoteRequestErrors(request.body);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const input = normalizeQuoteRequest(request.body);
    const quotes = request.server.repos.quotes;
    const named = await quotes.products(input);
    const stored = await quotes.store(input, named, request.server.now());
    if (stored.isNew) {
      mailSalesAfterAnswer(request, reply, stored.id);
      // A lead in the staff figures (issue 26): the site's quote requests per day.
      request.server.insights.countQuoteRequest();
    }
    const whatsappUrl = quoteRequestWhatsappUrl(
      { ...input, id: stored.id, reference: stored.reference },
      (productId) => (productId === null ? undefined : named.get(productId)),
      {
        chatPhone: request.server.config.chatPhone,
        origin: publicOrigin(request.server.config, request),
      },
    );
    return ok({ reference: stored.reference, whatsappUrl }, QUOTE_TEXTS.sent);
  },
  async listAdminQuotes(request) {
    const { rows, total } = await request.server.repos.quotes.list(
      adminListQuery(request.query),
      filterOf(request.query),
    );
    return list(rows, total);
  },
  async getAdminQuote(request) {
    return ok(await request.server.repos.quotes.get(idOf(request), request.server.now()));
  },
  async updateAdminQuote(request) {
    const id = idOf(request);
    const user = request.user;
    if (!user) throw unauthorized();
    const quotes = request.server.repos.quotes;
    await quotes.update(id, request.body, user, request.server.now());
    return ok(await quotes.get(id, request.server.now()), MESSAGES.updated);
  },
  async eraseAdminQuote(request) {
    const id = idOf(request);
    const user = request.user;
    if (!user) throw unauthorized();
    await request.server.repos.quotes.erase(id, user, request.server.now());
    return statusChange(QUOTE_TEXTS.erased, id);
  },
  async exportAdminQuotes(request, reply) {
    const q = adminListQuery(request.query);
    return sendExport(reply, {
      format: request.query.format,
      baseName: 'penawaran',
      sheetName: 'Penawaran',
      columns: QUOTE_EXPORT_COLUMNS,
      records: await request.server.repos.quotes.exportRows(q, filterOf(request.query)),
      now: request.server.now(),
    });
  },
};
