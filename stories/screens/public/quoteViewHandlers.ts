// The buyer's page against fixtures (issue 35): GET quote/view answers the given quotation (or a
// status), and the answers record what they were sent and answer the quotation as it then stands.
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { apiPath, fail } from '../../../mocks/respond.ts';
import { withDefaults } from '../../../mocks/scenarios.ts';
import { ACCEPTED_LETTER, REVISION_LETTER } from '../../components/quotationFixtures.ts';
import type { LETTER } from '../../components/quotationFixtures.ts';

type Letter = typeof LETTER;

/** What the page's answers sent, for the play functions. */
export const sentAnswers: { accept: FormData | null; revise: unknown } = {
  accept: null,
  revise: null,
};

/** The quotation after an answer in this story (null: as the story opened). */
let answered: Letter | null = null;

/** Forgets the answers of the story before (the meta's `beforeEach`). */
export function resetQuoteView(): void {
  answered = null;
  sentAnswers.accept = null;
  sentAnswers.revise = null;
}

const ok = (data: unknown) => HttpResponse.json({ data, meta: { message: 'Berhasil' } });

/** `parameters.msw.handlers` of a story: the quotation (or a status) in front of the defaults. */
export function quoteViewHandlers(
  view: Letter | 404 | 410 | 500,
  answers: { accept?: 'ok' | 422; revise?: 'ok' } = {},
): Record<string, RequestHandler[]> {
  const handlers: RequestHandler[] = [
    ...apiPath('/quote/view/:token').map((path) =>
      http.get(path, () => {
        const current = answered ?? view;
        return typeof current === 'number'
          ? fail(current, current === 410 ? 'Penawaran ini sudah tidak tersedia.' : 'Error')
          : ok(current);
      }),
    ),
    ...apiPath('/quote/accept/:token').map((path) =>
      http.post(path, async ({ request }) => {
        sentAnswers.accept = await request.formData();
        if (answers.accept === 422)
          return fail(422, 'Data tidak valid', {
            po: 'File PO harus berupa PDF dengan ukuran maksimal 10 MB',
          });
        answered = ACCEPTED_LETTER;
        return ok(answered);
      }),
    ),
    ...apiPath('/quote/revise/:token').map((path) =>
      http.post(path, async ({ request }) => {
        sentAnswers.revise = await request.json();
        const { note } = sentAnswers.revise as { note: string };
        answered = {
          ...REVISION_LETTER,
          revisionRequest: { ...REVISION_LETTER.revisionRequest, note },
        };
        return ok(answered);
      }),
    ),
  ];
  return withDefaults('quotes', handlers);
}
