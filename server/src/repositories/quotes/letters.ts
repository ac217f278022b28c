// Quotations sent and answered (issue 35): each 'Kirim Penawaran' stores a revision (its frozen
// letter, its PDF and the hash of the buyer's link), the buyer's link finds the newest revision of
// its request, and the buyer's acceptance (with the PO) or request for a revision is kept with
// the revision it answers, audited and put in the status history.
import { and, desc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, quotePoFiles, quoteRequests, quoteRevisions } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { type QuoteStatus } from '#domain/quote/constants.ts';
import { QUOTATION_TEXTS } from '#domain/quote/quotationTexts.ts';
import {
  repeatsLetter,
  type QuoteLetterSnapshot,
  type RevisionStatus,
} from '#domain/quote/letter.ts';
import { lockQuote, setStatus, type Staff } from './write.ts';

export const conflict = (message: string) => new ApiError(409, message);
const gone = () => new ApiError(410, QUOTATION_TEXTS.gone);

/** The revision the next send makes: 0 first. */
export async function nextRevision(db: Db, quoteId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(quoteRevisions.revision) })
    .from(quoteRevisions)
    .where(eq(quoteRevisions.quoteId, quoteId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export interface NewRevision {
  quoteId: number;
  revision: number;
  tokenHash: string;
  letter: QuoteLetterSnapshot;
  pdf: Buffer;
  sentAt: Date;
  staff: Staff;
}

/**
 * Stores a revision and sets 'Dikirim'. The request's row is locked first, so two sends at once
 * take turns; the second finds its revision number taken, or (when it read the number after the
 * first was stored) repeats the newest letter, and is 409: one revision, not two.
 */
export async function storeRevision(db: Db, revision: NewRevision): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockQuote(tx, revision.quoteId);
    const [newest] = await tx
      .select({
        revision: quoteRevisions.revision,
        letter: quoteRevisions.letter,
        sentAt: quoteRevisions.sentAt,
        status: quoteRevisions.status,
      })
      .from(quoteRevisions)
      .where(eq(quoteRevisions.quoteId, revision.quoteId))
      .orderBy(desc(quoteRevisions.revision))
      .limit(1);
    if (newest && (newest.revision >= revision.revision || repeatsLetter(newest, revision)))
      throw conflict(QUOTATION_TEXTS.sendingTwice);
    await tx.insert(quoteRevisions).values({
      quoteId: revision.quoteId,
      revision: revision.revision,
      tokenHash: revision.tokenHash,
      letter: revision.letter,
      pdf: revision.pdf,
      sentAt: revision.sentAt,
      sentById: revision.staff.id,
      sentByName: revision.staff.name,
    });
    await setStatus(tx, row, 'sent', revision.staff, revision.sentAt);
  });
}

const revisionShape = {
  id: quoteRevisions.id,
  quoteId: quoteRevisions.quoteId,
  revision: quoteRevisions.revision,
  letter: quoteRevisions.letter,
  status: quoteRevisions.status,
  revisionNote: quoteRevisions.revisionNote,
  answeredAt: quoteRevisions.answeredAt,
};

/** The newest revision of a request (no PDF bytes). */
async function newestOf(db: Db | Tx, quoteId: number) {
  const [newest] = await db
    .select(revisionShape)
    .from(quoteRevisions)
    .where(eq(quoteRevisions.quoteId, quoteId))
    .orderBy(desc(quoteRevisions.revision))
    .limit(1);
  if (!newest) throw notFound();
  return { ...newest, status: newest.status as RevisionStatus };
}

export interface LinkedLetter {
  quote: {
    id: number;
    reference: string;
    status: QuoteStatus;
    npwp: string | null;
    acceptedRevision: number | null;
    acceptedName: string | null;
    acceptedTitle: string | null;
    acceptedPoNumber: string | null;
    acceptedAt: Date | null;
  };
  /** The revision the link was made for. */
  linked: number;
  newest: Awaited<ReturnType<typeof newestOf>>;
  hasPo: boolean;
}

/**
 * The request and newest revision of a buyer's link, by the hash of its token: one indexed
 * look-up, whether the token was guessed or belongs to no revision (404 alike). 410 once erased.
 */
export async function letterByTokenHash(db: Db, tokenHash: string): Promise<LinkedLetter> {
  const [found] = await db
    .select({
      revision: quoteRevisions.revision,
      quote: {
        id: quoteRequests.id,
        reference: quoteRequests.reference,
        status: quoteRequests.status,
        npwp: quoteRequests.npwp,
        erasedAt: quoteRequests.erasedAt,
        acceptedRevision: quoteRequests.acceptedRevision,
        acceptedName: quoteRequests.acceptedName,
        acceptedTitle: quoteRequests.acceptedTitle,
        acceptedPoNumber: quoteRequests.acceptedPoNumber,
        acceptedAt: quoteRequests.acceptedAt,
      },
    })
    .from(quoteRevisions)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRevisions.quoteId))
    .where(eq(quoteRevisions.tokenHash, tokenHash));
  if (!found) throw notFound();
  if (found.quote.erasedAt !== null) throw gone();
  const { erasedAt: _erased, ...quote } = found.quote;
  const [newest, [po]] = await Promise.all([
    newestOf(db, quote.id),
    db
      .select({ quoteId: quotePoFiles.quoteId })
      .from(quotePoFiles)
      .where(eq(quotePoFiles.quoteId, quote.id)),
  ]);
  return {
    quote: { ...quote, status: quote.status as QuoteStatus },
    linked: found.revision,
    newest,
    hasPo: po !== undefined,
  };
}

/** A revision's stored PDF with its letter (the newest when `revision` is null); 404 when none. */
export async function revisionPdf(db: Db, quoteId: number, revision: number | null) {
  const [row] = await db
    .select({ pdf: quoteRevisions.pdf, letter: quoteRevisions.letter })
    .from(quoteRevisions)
    .where(
      revision === null
        ? eq(quoteRevisions.quoteId, quoteId)
        : and(eq(quoteRevisions.quoteId, quoteId), eq(quoteRevisions.revision, revision)),
    )
    .orderBy(desc(quoteRevisions.revision))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Whether a request has been sent at least once. */
export async function hasRevisions(db: Db, quoteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: quoteRevisions.id })
    .from(quoteRevisions)
    .where(eq(quoteRevisions.quoteId, quoteId))
    .limit(1);
  return row !== undefined;
}

/** The buyer's PO file of a request (staff only); 404 when none. */
export async function poFileOf(db: Db, quoteId: number) {
  const [row] = await db.select().from(quotePoFiles).where(eq(quotePoFiles.quoteId, quoteId));
  if (!row) throw notFound();
  return row;
}

export interface Acceptance {
  name: string;
  title: string;
  poNumber: string | null;
  po: { name: string; size: number; data: Buffer } | null;
}

/** The buyer answers through their link; audited under this name (no staff account). */
const BUYER = 'Pembeli';

async function recordBuyerAnswer(
  tx: Tx,
  quote: { id: number; reference: string; status: string },
  after: QuoteStatus,
  now: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: null,
    userName: BUYER,
    action: 'update',
    entity: 'quote',
    recordId: quote.id,
    recordName: quote.reference,
    changes: [{ field: 'status', before: quote.status, after }],
    createdAt: now,
  });
}

/** Locks the request for an answer: 409 once accepted, 410 once erased. */
async function lockForAnswer(tx: Tx, quoteId: number) {
  const row = await lockQuote(tx, quoteId);
  if (row.erasedAt !== null) throw gone();
  if (row.acceptedAt !== null) throw conflict(QUOTATION_TEXTS.alreadyAccepted);
  return row;
}

/** 'Setujui Penawaran': the newest revision accepted, with the PO; 'Disetujui'. */
export async function acceptRevision(
  db: Db,
  quoteId: number,
  revision: number,
  acceptance: Acceptance,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockForAnswer(tx, quoteId);
    // A revision sent since the page was read: the buyer accepts what they saw, or nothing.
    if ((await newestOf(tx, quoteId)).revision !== revision)
      throw conflict(QUOTATION_TEXTS.superseded);
    await tx
      .update(quoteRequests)
      .set({
        acceptedRevision: revision,
        acceptedName: acceptance.name,
        acceptedTitle: acceptance.title,
        acceptedPoNumber: acceptance.poNumber,
        acceptedAt: now,
      })
      .where(eq(quoteRequests.id, quoteId));
    if (acceptance.po) await tx.insert(quotePoFiles).values({ quoteId, ...acceptance.po });
    await tx
      .update(quoteRevisions)
      .set({ status: 'accepted', answeredAt: now })
      .where(and(eq(quoteRevisions.quoteId, quoteId), eq(quoteRevisions.revision, revision)));
    await recordBuyerAnswer(tx, row, 'accepted', now);
    await setStatus(tx, row, 'accepted', null, now);
  });
}

/** 'Minta Revisi': the buyer's note on the newest revision; 'Revisi'. */
export async function reviseRevision(
  db: Db,
  quoteId: number,
  revision: number,
  note: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockForAnswer(tx, quoteId);
    await tx
      .update(quoteRevisions)
      .set({ status: 'revision', revisionNote: note, answeredAt: now })
      .where(and(eq(quoteRevisions.quoteId, quoteId), eq(quoteRevisions.revision, revision)));
    await recordBuyerAnswer(tx, row, 'revision', now);
    await setStatus(tx, row, 'revision', null, now);
  });
}
