// Issue 35: 'Kirim Penawaran' (a revision frozen with its PDF, the buyer's link, the e-mail and
// the WhatsApp link), the PDFs of revisions and the PO for staff, and the buyer's calls behind
// `/penawaran/lihat/<token>`: the letter, its PDF, 'Setujui Penawaran' and 'Minta Revisi'.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QUOTATION_TEXTS } from '#domain/quote/quotationTexts.ts';
import {
  letterFileName,
  letterMessage,
  letterSnapshot,
  quoteLetterView,
  quoteViewUrl,
  sendErrors,
  type QuoteLetter,
} from '#domain/quote/letter.ts';
import { poFileError, poFileName } from '#domain/quote/po.ts';
import { quoteInboxUrl, quoteSentWhatsappUrl } from '#domain/quote/whatsapp.ts';
import { invalid, unauthorized } from '../../lib/errors.ts';
import { fileBytes, fileHead, type UploadedFile } from '../../lib/multipart.ts';
import { formOf, text } from '../../lib/form.ts';
import { publicOrigin } from '../../lib/public-url.ts';
import { ok } from '../../lib/respond.ts';
import { quoteAnswerMail, quoteLetterMail, type MailMessage } from '../../mail/quote-mail.ts';
import type { LinkedLetter } from '../../repositories/quotes/letters.ts';
import { idOf, type HandlerMap } from '../register.ts';
import { quoteCompany, renderLetterPdf, sellerOf, sendPdf, sendQuotePdf } from './pdf.ts';

/** The buyer's link: 256 random bits, base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');
/** What is stored and looked up: the token's SHA-256, never the token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The buyer's pages and calls: never indexed, never stored by a browser or a proxy. */
export function privateHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
}

const origin = (request: FastifyRequest) => publicOrigin(request.server.config, request);

/** Sends a mail once the answer is out; a failure is only logged (as for new requests). */
function mailAfterAnswer(request: FastifyRequest, reply: FastifyReply, message: MailMessage) {
  const mailer = request.server.mailer;
  if (!mailer) return;
  reply.raw.once('close', () => {
    mailer
      .send(message)
      .catch((error: unknown) => request.log.error({ err: error }, 'quote e-mail not sent'));
  });
}

/** The buyer's link as it stands: 404, 410, or the newest revision with the answer to it. */
async function linkedLetter(request: FastifyRequest): Promise<LinkedLetter> {
  const { token } = request.params as { token: string };
  return request.server.repos.quotes.letterByTokenHash(tokenHash(token));
}

function letterView(request: FastifyRequest, linked: LinkedLetter): QuoteLetter {
  const { quote, newest } = linked;
  const accepted = quote.acceptedAt !== null && quote.acceptedRevision === newest.revision;
  return quoteLetterView(
    newest.letter,
    {
      status: newest.status,
      acceptance: accepted
        ? {
            name: quote.acceptedName ?? '',
            title: quote.acceptedTitle ?? '',
            poNumber: quote.acceptedPoNumber,
            hasPo: linked.hasPo,
            at: quote.acceptedAt?.toISOString() ?? '',
          }
        : null,
      revisionRequest:
        newest.revisionNote !== null && newest.answeredAt !== null
          ? { note: newest.revisionNote, at: newest.answeredAt.toISOString() }
          : null,
    },
    {
      superseded: linked.linked !== newest.revision,
      now: request.server.now(),
      chatPhone: request.server.config.chatPhone,
    },
  );
}

async function answerLetter(request: FastifyRequest, reply: FastifyReply, usual?: string) {
  const letter = letterView(request, await linkedLetter(request));
  privateHeaders(reply);
  return ok(letter, letterMessage(letter, usual ?? 'Berhasil'));
}

/** The PO of an acceptance, judged by its content: a PDF of at most 10 MB, else 422 under `po`. */
async function poOf(file: UploadedFile | undefined) {
  if (!file) return null;
  const size = 'data' in file ? file.data.length : file.size;
  const error = poFileError(fileHead(file), size);
  if (error) throw invalid({ po: error });
  return { name: poFileName(file.filename), size, data: await fileBytes(file) };
}

export const letterHandlers: HandlerMap = {
  async sendAdminQuote(request) {
    const id = idOf(request);
    const staff = request.user;
    if (!staff) throw unauthorized();
    const quotes = request.server.repos.quotes;
    const now = request.server.now();
    const quote = await quotes.get(id, now);
    const errors = sendErrors(quote);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    // Rendered before the request is locked: two sends at once both render, one is stored.
    const revision = await quotes.nextRevision(id);
    const company = await quoteCompany(request);
    const letter = letterSnapshot(quote, revision, now, sellerOf(company));
    const pdf = await renderLetterPdf(request, letter, company, quote.buyer.npwp);
    const token = newToken();
    await quotes.storeRevision({
      quoteId: id,
      revision,
      tokenHash: tokenHash(token),
      letter,
      pdf,
      sentAt: now,
      staff: { id: staff.id, name: staff.name },
    });
    const publicUrl = quoteViewUrl(origin(request), token);
    const mailer = request.server.mailer;
    const emailed = mailer !== null && quote.buyer.email !== null;
    if (mailer && quote.buyer.email) {
      const message = quoteLetterMail(letter, quote.buyer.email, publicUrl, pdf);
      mailer
        .send(message)
        .catch((error: unknown) =>
          request.log.error({ err: error, quoteId: id }, 'quotation e-mail not sent'),
        );
    }
    return ok(
      {
        revision,
        letterNumber: letter.letterNumber,
        publicUrl,
        whatsappUrl: quoteSentWhatsappUrl(quote.buyer, letter.letterNumber, publicUrl),
        emailed,
      },
      QUOTATION_TEXTS.quoteSent,
    );
  },
  async downloadAdminQuotePdf(request, reply) {
    const id = idOf(request);
    const quotes = request.server.repos.quotes;
    const { revision } = request.query as { revision?: number };
    if (revision === undefined && !(await quotes.hasRevisions(id)))
      return sendQuotePdf(request, reply, await quotes.get(id, request.server.now()));
    const stored = await quotes.revisionPdf(id, revision ?? null);
    // Erased: the stored PDF named the buyer and is gone; drawn again from the letter without them.
    const pdf =
      stored.pdf.length > 0
        ? stored.pdf
        : await renderLetterPdf(request, stored.letter, await quoteCompany(request), null);
    return sendPdf(reply, pdf, letterFileName(stored.letter.letterNumber));
  },
  async downloadAdminQuotePo(request, reply) {
    const file = await request.server.repos.quotes.poFile(idOf(request));
    return sendPdf(reply, file.data, file.name);
  },
  async getQuoteView(request, reply) {
    return answerLetter(request, reply);
  },
  async downloadQuoteViewPdf(request, reply) {
    const linked = await linkedLetter(request);
    const stored = await request.server.repos.quotes.revisionPdf(
      linked.quote.id,
      linked.newest.revision,
    );
    return sendPdf(privateHeaders(reply), stored.pdf, letterFileName(stored.letter.letterNumber));
  },
  async acceptQuote(request, reply) {
    const linked = await linkedLetter(request);
    const letter = letterView(request, linked);
    if (letter.expired) throw invalid({ token: QUOTATION_TEXTS.expired });
    const form = formOf(request, 'QuoteAcceptForm');
    const po = await poOf(form.files.po);
    const acceptance = {
      name: text(form, 'name'),
      title: text(form, 'title'),
      poNumber: text(form, 'poNumber') || null,
      po,
    };
    const now = request.server.now();
    await request.server.repos.quotes.accept(
      linked.quote.id,
      linked.newest.revision,
      acceptance,
      now,
    );
    const mailer = request.server.mailer;
    if (mailer)
      mailAfterAnswer(
        request,
        reply,
        quoteAnswerMail(
          { kind: 'accepted', ...acceptance, hasPo: po !== null },
          letter.letterNumber,
          mailer.salesEmail,
          quoteInboxUrl(origin(request), linked.quote.id),
        ),
      );
    return answerLetter(request, reply, QUOTATION_TEXTS.accepted);
  },
  async reviseQuote(request, reply) {
    const linked = await linkedLetter(request);
    const note = (request.body as { note: string }).note.trim();
    await request.server.repos.quotes.revise(
      linked.quote.id,
      linked.newest.revision,
      note,
      request.server.now(),
    );
    const mailer = request.server.mailer;
    if (mailer)
      mailAfterAnswer(
        request,
        reply,
        quoteAnswerMail(
          { kind: 'revision', note },
          linked.newest.letter.letterNumber,
          mailer.salesEmail,
          quoteInboxUrl(origin(request), linked.quote.id),
        ),
      );
    return answerLetter(request, reply, QUOTATION_TEXTS.revisionAsked);
  },
};
