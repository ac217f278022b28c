import { usePublicBrandsWithProducts } from '@/api/hooks/brands.ts';
import { useTaglineMain } from '@/api/hooks/tagline.ts';
import { AboutSection } from '@/components/public/AboutSection/AboutSection.tsx';
import { BrandSupportStrip } from '@/components/public/BrandSupportStrip/BrandSupportStrip.tsx';
import { CounterHero } from '@/components/public/CounterHero/CounterHero.tsx';
import {
  SERVICE_CARD_TITLE,
  ServiceCards,
} from '@/components/public/ServiceCards/ServiceCards.tsx';
import { errorText } from '../shared/errorText.ts';
import { LoadError, PageMain } from '../shared/Page.tsx';
import { usePortfolioDownload } from '../shared/usePortfolioDownload.ts';
import { Subscribe } from './Subscribe.tsx';
import { ABOUT_PAGE_TEXT, SERVICE_DESCRIPTIONS } from './texts.ts';

const SERVICE_CARDS = SERVICE_DESCRIPTIONS.map((description) => ({
  title: SERVICE_CARD_TITLE,
  description,
}));

/** Props of TentangKami. */
export interface TentangKamiProps {
  /** The product name, named by the subscribe thanks dialog. */
  productName: string;
}

function BrandStrip() {
  const brands = usePublicBrandsWithProducts();
  if (brands.error)
    return <LoadError detail={errorText(brands.error)} onRetry={() => void brands.mutate()} />;
  return (
    <BrandSupportStrip
      title={ABOUT_PAGE_TEXT.brandSupport}
      brands={brands.data?.data ?? []}
      isLoading={brands.isLoading}
    />
  );
}

/** The company page /tentang-kami (SPEC 2.2), top to bottom in the spec's order. */
export function TentangKami({ productName }: TentangKamiProps) {
  const about = useTaglineMain();
  const portfolio = usePortfolioDownload();
  return (
    <PageMain>
      <CounterHero
        title={ABOUT_PAGE_TEXT.title}
        description={about.data?.data.tagline}
        onDownloadPortfolio={portfolio.download}
        isDownloading={portfolio.isDownloading}
      />
      <BrandStrip />
      {about.error ? (
        <LoadError detail={errorText(about.error)} onRetry={() => void about.mutate()} />
      ) : (
        <AboutSection
          title={ABOUT_PAGE_TEXT.about}
          about={about.data?.data ?? null}
          isLoading={about.isLoading}
        />
      )}
      <ServiceCards title={ABOUT_PAGE_TEXT.services} cards={SERVICE_CARDS} />
      <Subscribe productName={productName} />
    </PageMain>
  );
}
