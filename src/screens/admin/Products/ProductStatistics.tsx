// The 'Statistik' of /admin/produk/{id} (issue 26): the product's views, marketplace and chat clicks
// and quote adds per day over 7, 30 or 90 days, as a chart and as totals, with clicks per marketplace.
import { useMemo, useState } from 'react';
import { useAnalyticsProduct } from '@/api/hooks/insights.ts';
import { TrendChart } from '@/components/Charts/index.ts';
import { RANGE_CHOICES, lastDays } from '@/lib/insights.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { HistoryScroll, HistoryTable } from './Products.styles.ts';

/** Texts of the section ('Statistik' is issue 26's; the rest ours). */
export const PRODUCT_STATISTICS_TEXT = {
  title: 'Statistik',
  range: 'Rentang waktu',
  chart: 'Statistik harian produk',
  views: 'Dilihat',
  marketplace: 'Klik Marketplace',
  chat: 'Klik Chat',
  quoteAdds: 'Tambah ke Penawaran',
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
  const [days, setDays] = useState<number>(30);
  const [now] = useState(() => today ?? new Date());
  const range = useMemo(() => lastDays(days, now), [days, now]);
  const figures = useAnalyticsProduct(productId, range);
  const data = figures.data?.data;
  const dates = useMemo(() => data?.daily.map((day) => day.date) ?? [], [data]);
  const series = useMemo(
    () => [
      { label: TEXT.views, values: data?.daily.map((day) => day.views) ?? [] },
      { label: TEXT.marketplace, values: data?.daily.map((day) => day.marketplaceClicks) ?? [] },
      { label: TEXT.chat, values: data?.daily.map((day) => day.chatClicks) ?? [] },
    ],
    [data],
  );
  const isEmpty = data ? data.totals.views + data.totals.leads === 0 : false;
  return (
    <section aria-labelledby="product-statistics" aria-busy={!data && !figures.error}>
      <h3 id="product-statistics">{TEXT.title}</h3>
      <div
        role="group"
        aria-label={TEXT.range}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}
      >
        {RANGE_CHOICES.map((choice) => (
          <Button
            key={choice.days}
            size="small"
            variant={choice.days === days ? 'primary' : 'secondary'}
            aria-pressed={choice.days === days}
            onClick={() => setDays(choice.days)}
          >
            {choice.label}
          </Button>
        ))}
      </div>
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
                  <th scope="col">{TEXT.views}</th>
                  <th scope="col">{TEXT.marketplace}</th>
                  <th scope="col">{TEXT.chat}</th>
                  <th scope="col">{TEXT.quoteAdds}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{data.totals.views}</td>
                  <td>{data.totals.marketplaceClicks}</td>
                  <td>{data.totals.chatClicks}</td>
                  <td>{data.totals.quoteAdds}</td>
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
