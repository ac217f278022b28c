import { usePublicBrandsWithProducts } from '@/api/hooks/brands.ts';
import { useTaglineMain } from '@/api/hooks/tagline.ts';
import { AboutSection } from '@/components/public/AboutSection/AboutSection.tsx';
import { BrandSupportStrip } from '@/components/public/BrandSupportStrip/BrandSupportStrip.tsx';
import {
  SERVICE_CARD_TITLE,
  ServiceCards,
} from '@/components/public/ServiceCards/ServiceCards.tsx';
import { errorText } from '../shared/errorText.ts';
import { Island } from '@/ui/islands/Island.tsx';
import { LoadError, PageMain } from '../shared/Page.tsx';
import { AboutHero } from './AboutHero.tsx';
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

/**
 * The company page /tentang-kami (SPEC 2.2), top to bottom in the spec's order. The hero (its
 * Portfolio download) and Subscribe are islands; the rest ships no script on a public page.
 */
export function TentangKami({ productName }: TentangKamiProps) {
  const about = useTaglineMain();
  return (
    <PageMain>
      <Island name="about-hero" component={AboutHero} props={{}} />
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
      <Island name="about-subscribe" component={Subscribe} props={{ productName }} />
    </PageMain>
  );
}
