export { Sparkline } from './Sparkline.tsx';
export { TrendChart } from './TrendChart.tsx';
export type { TrendSeries } from './TrendChart.tsx';
