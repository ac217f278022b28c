// Issue 26 on the dashboard: 'Produk paling diminati' with the daily trend of views and leads,
// 'Pencarian tanpa hasil' (with 'Buat Sinonim') and 'Pencarian teratas', over 7, 30 or 90 days;
// every table exports as CSV or Excel.
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  exportAnalytics,
  useAnalyticsProducts,
  useAnalyticsSearches,
} from '@/api/hooks/insights.ts';
import type { components } from '@/api/schema.ts';
import {
  InsightRangePicker,
  useInsightRange,
} from '@/components/admin/InsightRangePicker/index.ts';
import { Sparkline, TrendChart } from '@/components/Charts/index.ts';
import { adminPathTo } from '@/lib/routes/adminRoutes.ts';
import { INSIGHT_METRICS, PRODUCT_COUNTS, percentText } from '@/lib/insights/insights.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { ExportMenu } from '../shared/ExportMenu.tsx';
import { InsightCard, InsightHeader, TableScroll, FigureTable } from './Insights.styles.ts';

type ProductRow = components['schemas']['AnalyticsProductRow'];
type SearchRow = components['schemas']['AnalyticsSearch'];

/** Texts of the insights (issue 26's names exact; the rest ours). */
export const INSIGHTS_TEXT = {
  topProducts: 'Produk paling diminati',
  zeroSearches: 'Pencarian tanpa hasil',
  topSearches: 'Pencarian teratas',
  makeSynonym: 'Buat Sinonim',
  trend: 'Tren harian dilihat dan prospek',
  product: 'Produk',
  sparkline: 'Tren',
  query: 'Kata Pencarian',
  count: 'Jumlah',
  lastSeen: 'Terakhir Dicari',
  clickRate: 'Rasio Klik',
  position: 'Rata-rata Posisi Klik',
  empty: 'Belum ada data pada rentang ini.',
  loadError: 'Data tidak dapat dimuat.',
  retry: 'Muat Ulang',
  tableOf: (title: string) => `Tabel ${title.toLowerCase()}`,
  viewsPerDay: (name: string, values: readonly number[]) =>
    `${name} dilihat per hari: ${values.join(', ')}`,
} as const;

const TEXT = INSIGHTS_TEXT;

/** Props of Insights. */
export interface InsightsProps {
  /** Today (stories fix it so the figures never move); the clock by default. */
  today?: Date;
  /** More figures over the same span, after the three tables (the dashboard's funnel). */
  renderMore?: (range: { from: string; to: string }) => ReactNode;
}

/** The row a figure table shows while it loads, fails or has nothing (the funnel uses it too). */
export function FigureState({
  isLoading,
  error,
  isEmpty,
  onRetry,
  columns,
}: {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  onRetry: () => void;
  columns: number;
}) {
  if (isLoading)
    return (
      <tr>
        <td colSpan={columns}>
          <Skeleton lines={3} />
        </td>
      </tr>
    );
  if (error)
    return (
      <tr>
        <td colSpan={columns}>
          <div role="alert">
            {TEXT.loadError}{' '}
            <Button size="small" variant="secondary" onClick={onRetry}>
              {TEXT.retry}
            </Button>
          </div>
        </td>
      </tr>
    );
  if (isEmpty)
    return (
      <tr>
        <td colSpan={columns}>{TEXT.empty}</td>
      </tr>
    );
  return null;
}

function TopProducts({ range }: { range: { from: string; to: string } }) {
  const answer = useAnalyticsProducts({ ...range, limit: 10 });
  const rows = answer.data?.data ?? [];
  const daily = answer.data?.meta.daily;
  const days = useMemo(() => daily?.map((day) => day.date) ?? [], [daily]);
  const series = useMemo(
    () => [
      { label: INSIGHT_METRICS.views, values: daily?.map((day) => day.views) ?? [] },
      { label: INSIGHT_METRICS.leads, values: daily?.map((day) => day.leads) ?? [] },
    ],
    [daily],
  );
  return (
    // Busy while its figures load (the skeletons are hidden from screen readers).
    <InsightCard aria-labelledby="insight-top-products" aria-busy={answer.isLoading}>
      <InsightHeader>
        <h2 id="insight-top-products">{TEXT.topProducts}</h2>
        <ExportMenu
          onExport={(format) => exportAnalytics(format, { table: 'products', ...range })}
        />
      </InsightHeader>
      {daily ? (
        <TrendChart label={TEXT.trend} days={days} series={series} />
      ) : answer.error ? null : (
        <Skeleton variant="block" height="240px" />
      )}
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <TableScroll tabIndex={0} role="region" aria-label={TEXT.tableOf(TEXT.topProducts)}>
        <FigureTable>
          <caption className="sr-only">{TEXT.topProducts}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXT.product}</th>
              {PRODUCT_COUNTS.map((metric) => (
                <th key={metric} scope="col">
                  {INSIGHT_METRICS[metric]}
                </th>
              ))}
              <th scope="col">{TEXT.sparkline}</th>
            </tr>
          </thead>
          <tbody>
            <FigureState
              isLoading={answer.isLoading}
              error={answer.error}
              isEmpty={rows.length === 0}
              onRetry={() => void answer.mutate()}
              columns={6}
            />
            {rows.map((row: ProductRow) => (
              <tr key={row.id}>
                <td>
                  <Link to={adminPathTo('admin-produk-detail', { id: row.id })}>{row.name}</Link>
                </td>
                {PRODUCT_COUNTS.map((metric) => (
                  <td key={metric}>{row[metric]}</td>
                ))}
                <td>
                  <Sparkline
                    values={row.sparkline}
                    label={TEXT.viewsPerDay(row.name, row.sparkline)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </TableScroll>
    </InsightCard>
  );
}

function Searches({ kind, range }: { kind: 'zero' | 'top'; range: { from: string; to: string } }) {
  const navigate = useNavigate();
  const answer = useAnalyticsSearches({ kind, ...range, limit: 10 });
  const rows = answer.data?.data ?? [];
  const title = kind === 'zero' ? TEXT.zeroSearches : TEXT.topSearches;
  const id = `insight-searches-${kind}`;
  const columns = kind === 'zero' ? 4 : 4;
  return (
    <InsightCard aria-labelledby={id} aria-busy={answer.isLoading}>
      <InsightHeader>
        <h2 id={id}>{title}</h2>
        <ExportMenu onExport={(format) => exportAnalytics(format, { table: kind, ...range })} />
      </InsightHeader>
      <TableScroll tabIndex={0} role="region" aria-label={TEXT.tableOf(title)}>
        <FigureTable>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXT.query}</th>
              <th scope="col">{TEXT.count}</th>
              {kind === 'zero' ? (
                <>
                  <th scope="col">{TEXT.lastSeen}</th>
                  <th scope="col">
                    <span className="sr-only">Aksi</span>
                  </th>
                </>
              ) : (
                <>
                  <th scope="col">{TEXT.clickRate}</th>
                  <th scope="col">{TEXT.position}</th>
                </>
              )}
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
            {rows.map((row: SearchRow) => (
              <tr key={row.query}>
                <td>{row.query}</td>
                <td>{row.count}</td>
                {kind === 'zero' ? (
                  <>
                    <td>{row.lastSeen}</td>
                    <td>
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`${TEXT.makeSynonym}: ${row.query}`}
                        onClick={() =>
                          void navigate(adminPathTo('master-sinonim', {}, { kata: row.query }))
                        }
                      >
                        {TEXT.makeSynonym}
                      </Button>
                    </td>
                  </>
                ) : (
                  <>
                    <td>{percentText(row.clickThroughRate)}</td>
                    <td>
                      {row.averagePosition === null
                        ? '-'
                        : row.averagePosition.toLocaleString('id-ID')}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </TableScroll>
    </InsightCard>
  );
}

/** The dashboard's insights: a span ('7 hari', '30 hari', '90 hari') and three tables. */
export function Insights({ today, renderMore }: InsightsProps) {
  const { range, picker } = useInsightRange(today);
  return (
    <>
      <InsightRangePicker {...picker} />
      <TopProducts range={range} />
      <Searches kind="zero" range={range} />
      <Searches kind="top" range={range} />
      {renderMore?.(range)}
    </>
  );
}
