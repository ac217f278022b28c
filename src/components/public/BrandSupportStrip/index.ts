export { BrandSupportStrip } from './BrandSupportStrip.tsx';
export type { BrandSupportStripProps } from './BrandSupportStrip.tsx';
