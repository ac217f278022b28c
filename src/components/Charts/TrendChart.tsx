// A line chart of daily numbers with uPlot (MIT, ~50 kB), loaded only when a chart is drawn: it
// lives in its own chunk on the staff side and never reaches the public entry.
import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden.tsx';

/** One line of the chart. */
export interface TrendSeries {
  /** Its name in the legend ('Dilihat'). */
  label: string;
  /** One number a day, as many as `days`. */
  values: readonly number[];
}

/** Props of TrendChart. */
export interface TrendChartProps {
  /** The chart's accessible name ('Tren harian dilihat dan prospek'). */
  label: string;
  /** The days (YYYY-MM-DD), oldest first. */
  days: readonly string[];
  /** The lines (two colours: brand, then accent). */
  series: readonly TrendSeries[];
  /** Height in px. */
  height?: number;
}

const Frame = styled.figure`
  margin: 0;
  min-width: 0;

  .u-legend {
    font-size: ${({ theme }) => theme.font.size[200]};
  }
`;

const dayOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Steps between the x axis's ticks: 1, 2, 7, 14 or 28 days, whichever fits. */
const DAY_STEPS = [1, 2, 7, 14, 28].map((days) => days * 86_400);

/** The legend's name of the days (uPlot's own is the English 'Time'). */
export const TREND_DAY_LABEL = 'Tanggal';

/** Indonesian month and weekday names for uPlot's dates (its own are English: 'Aug', 'Dec'). */
const DATE_NAMES = {
  MMMM: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  MMM: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  WWWW: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  WWW: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
};

/** Daily numbers as lines, with a legend; a text summary for screen readers. */
export function TrendChart({ label, days, series, height = 240 }: TrendChartProps) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: {
      destroy: () => void;
      setSize: (size: { width: number; height: number }) => void;
    } | null = null;
    let isGone = false;
    let observer: ResizeObserver | null = null;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => {
      if (isGone) return;
      const UPlot = module.default;
      const dayTick = UPlot.fmtDate('{D} {MMM}', DATE_NAMES);
      const colours = [theme.color.brand, theme.color.accent, theme.color.success];
      chart = new UPlot(
        {
          width: Math.max(200, element.clientWidth),
          height,
          fmtDate: (template: string) => UPlot.fmtDate(template, DATE_NAMES),
          series: [
            // One point a day: the legend names the day, as '20 Nov 2026'.
            { label: TREND_DAY_LABEL, value: '{D} {MMM} {YYYY}' },
            ...series.map((line, index) => ({
              label: line.label,
              stroke: colours[index % colours.length],
              width: 2,
            })),
          ],
          // Ticks on whole days, written '20 Nov' (uPlot's own are '12am' and '11/20/26').
          axes: [
            {
              incrs: DAY_STEPS,
              values: (_chart: unknown, splits: number[]) =>
                splits.map((split) => dayTick(new Date(split * 1000))),
            },
            { size: 48 },
          ],
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          cursor: { drag: { x: false, y: false } },
        },
        [days.map(dayOf), ...series.map((line) => [...line.values])],
        element,
      );
      setIsReady(true);
      // Resized on the next frame: a resize inside the observer's own callback loops.
      observer = new ResizeObserver(() =>
        requestAnimationFrame(() =>
          chart?.setSize({ width: Math.max(200, element.clientWidth), height }),
        ),
      );
      observer.observe(element);
    });
    return () => {
      isGone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, series, height, theme]);
  const totals = series.map(
    (line) => `${line.label}: ${line.values.reduce((sum, value) => sum + value, 0)}`,
  );
  return (
    <Frame aria-label={label}>
      {isReady ? null : <Skeleton variant="block" height={`${height}px`} />}
      <div ref={box} aria-hidden="true" />
      <VisuallyHidden as="figcaption">
        {`${label}, ${days[0] ?? ''} s.d. ${days[days.length - 1] ?? ''}. ${totals.join(', ')}.`}
      </VisuallyHidden>
    </Frame>
  );
}
