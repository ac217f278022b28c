// Search synonym groups: admin table, detail, create and update (JSON), delete, toggle. Words are
// trimmed, lower-cased and distinct, at least two (the rule of src/lib/catalogue/synonymWords.ts).
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { deleteRow, toggleRow } from '../crud.ts';
import { db, nextId } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { findOr404, idParam, invalid, list, readJson, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { normaliseSynonymWords, synonymWordsError } from '../../src/lib/catalogue/synonymWords.ts';

const listSpec: ListSpec<Schemas['Synonym']> = {
  columns: { id: (row) => row.id, is_active: (row) => row.isActive },
  searchIn: (row) => [row.words.join(' ')],
};

/** The stored words of a body the contract check passed (src/lib's rule, as the server's). */
function synonymWords(body: Record<string, unknown>): string[] {
  const raw = Array.isArray(body.words) ? (body.words as unknown[]) : [];
  const error = synonymWordsError(raw);
  if (error) throw invalid({ words: error });
  return normaliseSynonymWords(raw);
}

/** The single delete. */
const removeSynonym = (id: number) => deleteRow(db.synonyms, id);

/** Handlers of `admin/synonym*`. */
export const synonymHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/synonym', { rows: () => db.synonyms, remove: removeSynonym }),
  ...route('get', '/admin/synonym', ({ url }) => {
    const { rows, total } = adminList(url, db.synonyms, listSpec);
    return list(rows, total);
  }),
  ...route('get', '/admin/synonym/:id', (context) =>
    single(findOr404(db.synonyms, idParam(context))),
  ),
  ...route('post', '/admin/synonym', async ({ request }) => {
    const row = {
      id: nextId(db.synonyms),
      words: synonymWords(await readJson(request)),
      isActive: true,
    };
    db.synonyms.push(row);
    return single(row, msg.saved);
  }),
  ...route('put', '/admin/synonym/:id', async (context) => {
    const row = findOr404(db.synonyms, idParam(context));
    row.words = synonymWords(await readJson(context.request));
    return single(row, msg.updated);
  }),
  ...route('delete', '/admin/synonym/:id', (context) => removeSynonym(idParam(context))),
  ...route('put', '/admin/synonym/is-active/:id', (context) =>
    toggleRow(db.synonyms, idParam(context)),
  ),
];
