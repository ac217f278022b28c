// Search synonym groups: admin table, detail, create and update (JSON), delete, toggle. Words are
// trimmed, lower-cased and distinct, at least two (server/src/routes/synonyms/words.ts).
import type { RequestHandler } from 'msw';
import { deleteRow, toggleRow } from '../crud.ts';
import { db, nextId } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { findOr404, idParam, invalid, list, readJson, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { containsHtml } from '../validate.ts';

const listSpec: ListSpec<Schemas['Synonym']> = {
  columns: { id: (row) => row.id, is_active: (row) => row.isActive },
  searchIn: (row) => [row.words.join(' ')],
};

function synonymWords(body: Record<string, unknown>): string[] {
  const raw = Array.isArray(body.words) ? (body.words as unknown[]) : [];
  if (raw.length === 0) throw invalid({ words: msg.required.synonymWords });
  if (raw.some((word) => typeof word === 'string' && containsHtml(word)))
    throw invalid({ words: msg.forbiddenHtml });
  if (raw.some((word) => String(word).length > 100)) throw invalid({ words: msg.maxLength(100) });
  const words = [
    ...new Set(
      raw.map((word) => String(word).trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean),
    ),
  ];
  if (words.length < 2) throw invalid({ words: msg.tooFewWords });
  if (words.length > 20) throw invalid({ words: msg.tooManyEntries(20) });
  return words;
}

/** Handlers of `admin/synonym*`. */
export const synonymHandlers: RequestHandler[] = [
  ...route('get', '/admin/synonym', 'user', ({ url }) => {
    const { rows, total } = adminList(url, db.synonyms, listSpec);
    return list(rows, total);
  }),
  ...route('get', '/admin/synonym/:id', 'user', (context) =>
    single(findOr404(db.synonyms, idParam(context))),
  ),
  ...route('post', '/admin/synonym', 'user', async ({ request }) => {
    const row = {
      id: nextId(db.synonyms),
      words: synonymWords(await readJson(request)),
      isActive: true,
    };
    db.synonyms.push(row);
    return single(row, msg.saved);
  }),
  ...route('put', '/admin/synonym/:id', 'user', async (context) => {
    const row = findOr404(db.synonyms, idParam(context));
    row.words = synonymWords(await readJson(context.request));
    return single(row, msg.updated);
  }),
  ...route('delete', '/admin/synonym/:id', 'user', (context) =>
    deleteRow(db.synonyms, idParam(context)),
  ),
  ...route('put', '/admin/synonym/is-active/:id', 'user', (context) =>
    toggleRow(db.synonyms, idParam(context)),
  ),
];
