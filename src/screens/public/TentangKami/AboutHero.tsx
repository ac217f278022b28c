// The about page's hero with its Portfolio download (an island on a page rendered in islands,
// issue 34: the rest of the page is server HTML).
import { useTaglineMain } from '@/api/hooks/tagline.ts';
import { CounterHero } from '@/components/public/CounterHero/CounterHero.tsx';
import { usePortfolioDownload } from '../shared/usePortfolioDownload.ts';
import { ABOUT_PAGE_TEXT } from './texts.ts';

/** The heading, the tagline and 'Portfolio', which saves the portfolio PDF. */
export function AboutHero() {
  const about = useTaglineMain();
  const portfolio = usePortfolioDownload();
  return (
    <CounterHero
      title={ABOUT_PAGE_TEXT.title}
      description={about.data?.data.tagline}
      onDownloadPortfolio={portfolio.download}
      isDownloading={portfolio.isDownloading}
    />
  );
}
