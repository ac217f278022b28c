import { usePublicBrandsWithProducts } from '@/api/hooks/brands.ts';
import { useTaglineMain } from '@/api/hooks/tagline.ts';
import { Section } from '@/components/public/Section/Section.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { AboutSection } from '../shared/AboutSection.tsx';
import { errorText } from '../shared/errorText.ts';
import { LoadError, PageMain, PageTitle } from '../shared/Page.tsx';
import { PortfolioButton } from '../shared/PortfolioButton.tsx';
import { Subscribe } from './Subscribe.tsx';
import { Card, Cards, Counter, Hero, HeroText, Strip } from './TentangKami.styles.ts';
import { ABOUT_PAGE_TEXT, SERVICE_CARDS } from './texts.ts';

/** Props of TentangKami. */
export interface TentangKamiProps {
  /** The product name, named by the subscribe thanks dialog. */
  productName: string;
}

function BrandStrip() {
  const brands = usePublicBrandsWithProducts();
  if (brands.error) return <LoadError detail={errorText(brands.error)} onRetry={() => void brands.mutate()} />;
  if (brands.isLoading) return <Skeleton variant="block" height="64px" />;
  return (
    <Strip aria-label={ABOUT_PAGE_TEXT.brandSupport}>
      {(brands.data?.data ?? []).map((brand) => (
        <li key={brand.id}>
          <img src={brand.thumbnail.path} alt={brand.name} loading="lazy" />
        </li>
      ))}
    </Strip>
  );
}

/** The company page /tentang-kami (SPEC 2.2), top to bottom in the spec's order. */
export function TentangKami({ productName }: TentangKamiProps) {
  const about = useTaglineMain();
  return (
    <PageMain>
      <Hero>
        <HeroText>
          <PageTitle>{ABOUT_PAGE_TEXT.title}</PageTitle>
          {about.data ? <p>{about.data.data.tagline}</p> : null}
          <div><PortfolioButton label={ABOUT_PAGE_TEXT.portfolio} /></div>
        </HeroText>
        <Counter>
          <strong>{ABOUT_PAGE_TEXT.counter}</strong>
          <span>{ABOUT_PAGE_TEXT.counterLabel}</span>
        </Counter>
      </Hero>
      <Section title={ABOUT_PAGE_TEXT.brandSupport}>
        <BrandStrip />
      </Section>
      {about.error ? (
        <LoadError detail={errorText(about.error)} onRetry={() => void about.mutate()} />
      ) : (
        <AboutSection title={ABOUT_PAGE_TEXT.about} about={about.data?.data} isLoading={about.isLoading} />
      )}
      <Section title={ABOUT_PAGE_TEXT.services}>
        <Cards>
          {SERVICE_CARDS.map((text) => (
            <Card key={text}>
              <h3>{ABOUT_PAGE_TEXT.serviceTitle}</h3>
              <p>{text}</p>
            </Card>
          ))}
        </Cards>
      </Section>
      <Subscribe productName={productName} />
    </PageMain>
  );
}
