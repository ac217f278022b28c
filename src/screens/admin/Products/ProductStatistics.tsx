// The 'Statistik' of /admin/produk/{id} (issue 26): the product's views, marketplace and chat clicks
// and quote adds per day over 7, 30 or 90 days, as a chart and as totals, with clicks per marketplace.
import { useMemo } from 'react';
import { useAnalyticsProduct } from '@/api/hooks/insights.ts';
import {
  InsightRangePicker,
  useInsightRange,
} from '@/components/admin/InsightRangePicker/index.ts';
import { TrendChart } from '@/components/Charts/index.ts';
import { INSIGHT_METRICS, PRODUCT_COUNTS } from '@/lib/insights/insights.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { HistoryScroll, HistoryTable } from './Products.styles.ts';

/** Texts of the section ('Statistik' is issue 26's; the rest ours). */
export const PRODUCT_STATISTICS_TEXT = {
  title: 'Statistik',
  chart: 'Statistik harian produk',
  totals: 'Jumlah',
  marketplaces: 'Klik per marketplace',
  empty: 'Belum ada kunjungan pada rentang ini.',
  loadError: 'Statistik tidak dapat dimuat.',
  retry: 'Muat Ulang',
  tableOf: (title: string) => `Tabel ${title.toLowerCase()}`,
} as const;

const TEXT = PRODUCT_STATISTICS_TEXT;

/** Props of ProductStatistics. */
export interface ProductStatisticsProps {
  /** The product. */
  productId: number;
  /** Today (stories fix it); the clock by default. */
  today?: Date;
}

/** A product's daily figures. */
export function ProductStatistics({ productId, today }: ProductStatisticsProps) {
  const { range, picker } = useInsightRange(today);
  const figures = useAnalyticsProduct(productId, range);
  const data = figures.data?.data;
  const dates = useMemo(() => data?.daily.map((day) => day.date) ?? [], [data]);
  const series = useMemo(
    () =>
      (['views', 'marketplaceClicks', 'chatClicks'] as const).map((metric) => ({
        label: INSIGHT_METRICS[metric],
        values: data?.daily.map((day) => day[metric]) ?? [],
      })),
    [data],
  );
  const isEmpty = data ? data.totals.views + data.totals.leads === 0 : false;
  return (
    <section aria-labelledby="product-statistics" aria-busy={!data && !figures.error}>
      <h3 id="product-statistics">{TEXT.title}</h3>
      <InsightRangePicker {...picker} />
      {figures.error ? (
        <div role="alert">
          <p>{TEXT.loadError}</p>
          <Button onClick={() => void figures.mutate()}>{TEXT.retry}</Button>
        </div>
      ) : !data ? (
        <Skeleton variant="block" height="240px" />
      ) : (
        <>
          {isEmpty ? <p>{TEXT.empty}</p> : null}
          <TrendChart label={TEXT.chart} days={dates} series={series} />
          {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
          <HistoryScroll tabIndex={0} role="region" aria-label={TEXT.tableOf(TEXT.totals)}>
            <HistoryTable>
              <caption style={{ textAlign: 'left' }}>{TEXT.totals}</caption>
              <thead>
                <tr>
                  {PRODUCT_COUNTS.map((metric) => (
                    <th key={metric} scope="col">
                      {INSIGHT_METRICS[metric]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {PRODUCT_COUNTS.map((metric) => (
                    <td key={metric}>{data.totals[metric]}</td>
                  ))}
                </tr>
              </tbody>
            </HistoryTable>
          </HistoryScroll>
          {data.marketplaces.length > 0 ? (
            <HistoryScroll tabIndex={0} role="region" aria-label={TEXT.tableOf(TEXT.marketplaces)}>
              <HistoryTable>
                <caption style={{ textAlign: 'left' }}>{TEXT.marketplaces}</caption>
                <tbody>
                  {data.marketplaces.map((market) => (
                    <tr key={market.id}>
                      <th scope="row">{market.name}</th>
                      <td>{market.clicks}</td>
                    </tr>
                  ))}
                </tbody>
              </HistoryTable>
            </HistoryScroll>
          ) : null}
        </>
      )}
    </section>
  );
}
