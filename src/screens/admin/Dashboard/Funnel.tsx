// Issue 35's funnel on the dashboard: per month and product, views → requests → quotations sent →
// accepted, with the median hours to the first quotation, over the insights' span; it exports as
// CSV or Excel like the other tables.
import { Link } from 'react-router-dom';
import { exportAnalytics, useAnalyticsFunnel } from '@/api/hooks/insights.ts';
import { adminPathTo } from '@/lib/routes/adminRoutes.ts';
import { FUNNEL_COUNTS, FUNNEL_TEXTS, monthText } from '@/lib/quote/funnel.ts';
import { ExportMenu } from '../shared/ExportMenu.tsx';
import { FigureState, INSIGHTS_TEXT } from './Insights.tsx';
import { FigureTable, InsightCard, InsightHeader, TableScroll } from './Insights.styles.ts';

/** Rows the dashboard shows (the export has them all, up to 1,000). */
export const FUNNEL_ROWS = 20;

const COUNTS = Object.keys(FUNNEL_COUNTS) as (keyof typeof FUNNEL_COUNTS)[];

/** Hours as the table shows them: '20,5 jam'; '-' without a quotation. */
const hoursText = (hours: number | null) =>
  hours === null ? '-' : `${hours.toLocaleString('id-ID')} jam`;

/** Props of Funnel. */
export interface FunnelProps {
  /** The span (Asia/Jakarta days), as the range picker gives it. */
  range: { from: string; to: string };
}

/** 'Corong Penjualan': a table per month and product. */
export function Funnel({ range }: FunnelProps) {
  const answer = useAnalyticsFunnel({ ...range, limit: FUNNEL_ROWS });
  const rows = answer.data?.data ?? [];
  const columns = 3 + COUNTS.length;
  return (
    <InsightCard aria-labelledby="insight-funnel" aria-busy={answer.isLoading}>
      <InsightHeader>
        <h2 id="insight-funnel">{FUNNEL_TEXTS.title}</h2>
        <ExportMenu onExport={(format) => exportAnalytics(format, { table: 'funnel', ...range })} />
      </InsightHeader>
      <TableScroll
        tabIndex={0}
        role="region"
        aria-label={INSIGHTS_TEXT.tableOf(FUNNEL_TEXTS.title)}
      >
        <FigureTable>
          <caption className="sr-only">{FUNNEL_TEXTS.title}</caption>
          <thead>
            <tr>
              <th scope="col">{FUNNEL_TEXTS.month}</th>
              <th scope="col">{FUNNEL_TEXTS.product}</th>
              {COUNTS.map((count) => (
                <th key={count} scope="col">
                  {FUNNEL_COUNTS[count]}
                </th>
              ))}
              <th scope="col">{FUNNEL_TEXTS.medianHours}</th>
            </tr>
          </thead>
          <tbody>
            <FigureState
              isLoading={answer.isLoading}
              error={answer.error}
              isEmpty={rows.length === 0}
              onRetry={() => void answer.mutate()}
              columns={columns}
            />
            {rows.map((row) => (
              <tr key={`${row.month}-${row.productId}`}>
                <td>{monthText(row.month)}</td>
                <td>
                  <Link to={adminPathTo('admin-produk-detail', { id: row.productId })}>
                    {row.productName}
                  </Link>
                </td>
                {COUNTS.map((count) => (
                  <td key={count}>{row[count]}</td>
                ))}
                <td>{hoursText(row.medianHoursToQuotation)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </TableScroll>
    </InsightCard>
  );
}
