// The `<page>` part of the title from the page's own record (product name, news title, brand,
// category or type name), in the browser: the server already wrote it into the rendered page; this
// keeps it after hydration and on pages reached by a link. It reads the key the renderer declared
// (app/seo/records.ts), the screen's own where there is one, so nothing is fetched twice.
import { useApiQuery } from '../../src/api/hooks/query.ts';
import type { GetPath } from '../../src/api/hooks/query.ts';
import type { PageAddress } from '../../src/screens/public/shared/pageData.ts';
import type { RouteName } from '../../src/lib/routes/routes.ts';
import { pageRecord } from './records.ts';

/** The record's name for the title of `route` at `address`, or null (a fixed title). */
export function useRecordTitle(route: RouteName, address: PageAddress): string | null {
  const record = pageRecord(route, address);
  const found = record !== null && record !== 'missing' ? record : null;
  const answer = useApiQuery((found?.key[0] ?? null) as GetPath | null, found?.key[1] as never);
  return found && answer.data ? found.name(answer.data) : null;
}
