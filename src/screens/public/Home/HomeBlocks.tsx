// The landing page's moving blocks, each fed by its own call: on a public page each is an island
// (Home renders them through Island), hydrated only when the visitor reaches or touches it.
import type { ReactNode } from 'react';
import { usePublicBrandsWithProducts } from '@/api/hooks/brands.ts';
import { usePublicBumpers } from '@/api/hooks/bumpers.ts';
import { usePublicCategories } from '@/api/hooks/categories.ts';
import { usePublicProjects } from '@/api/hooks/projects.ts';
import { BannerCarousel } from '@/components/public/BannerCarousel/BannerCarousel.tsx';
import { BrandCarousel } from '@/components/public/BrandCarousel/BrandCarousel.tsx';
import { CategoryCarousel } from '@/components/public/CategoryCarousel/CategoryCarousel.tsx';
import { ProjectGallery } from '@/components/public/ProjectGallery/ProjectGallery.tsx';
import { errorText } from '../shared/errorText.ts';
import { LoadError } from '../shared/Page.tsx';
import { HOME_TARGET } from '../shared/paths.ts';
import { HOME_TEXT } from './texts.ts';

interface Loadable {
  error?: unknown;
  mutate: () => unknown;
}

/** A block, or its error state with 'Coba lagi' when its call failed. */
export function orError(query: Loadable, block: ReactNode): ReactNode {
  if (!query.error) return block;
  return <LoadError detail={errorText(query.error)} onRetry={() => void query.mutate()} />;
}

/** The banners (bumpers) carousel. */
export function HomeBanners() {
  const bumpers = usePublicBumpers();
  return orError(
    bumpers,
    <BannerCarousel banners={bumpers.data?.data ?? []} isLoading={bumpers.isLoading} />,
  );
}

/** The brands carousel. */
export function HomeBrands() {
  const brands = usePublicBrandsWithProducts();
  return orError(
    brands,
    <BrandCarousel
      id={HOME_TARGET.brand}
      title={HOME_TEXT.brands}
      brands={brands.data?.data ?? []}
      isLoading={brands.isLoading}
    />,
  );
}

/** The categories carousel. */
export function HomeCategories() {
  const categories = usePublicCategories();
  return orError(
    categories,
    <CategoryCarousel
      id={HOME_TARGET.category}
      categories={categories.data?.data ?? []}
      isLoading={categories.isLoading}
    />,
  );
}

/** The projects gallery and its picture viewer. */
export function HomeGallery() {
  const projects = usePublicProjects();
  return orError(
    projects,
    <ProjectGallery
      id={HOME_TARGET.gallery}
      projects={projects.data?.data ?? []}
      isLoading={projects.isLoading}
    />,
  );
}
