import styled from 'styled-components';
import { usePublicBrand } from '@/api/hooks/brands.ts';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { errorText } from '../shared/errorText.ts';
import { LoadError } from '../shared/Page.tsx';
import { EMPTY_DESCRIPTION } from './texts.ts';
import { IMAGE_SIZES, pictureLoading, responsiveImage } from '@/lib/catalogue/responsiveImage.ts';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const Banner = styled.img`
  width: 100%;
  max-height: 280px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/**
 * The brand page's banner and description ('-' when empty), from GET brand/{id}; the page's
 * heading names the brand (SPEC 2.2's brand name).
 */
export function BrandHeader({ id }: { id: number }) {
  const brand = usePublicBrand(id);
  if (brand.error) {
    return <LoadError detail={errorText(brand.error)} onRetry={() => void brand.mutate()} />;
  }
  const data = brand.data?.data;
  if (!data) {
    return (
      <Root aria-busy="true" aria-label="Brand">
        <Skeleton variant="block" height="200px" />
        <Skeleton lines={2} />
      </Root>
    );
  }
  return (
    <Root aria-label={data.name}>
      {data.thumbnail?.path ? (
        <Banner
          {...responsiveImage(data.thumbnail.path, IMAGE_SIZES.fullWidth)}
          {...pictureLoading(true)}
          alt={`Banner ${data.name}`}
        />
      ) : null}
      <Description>{data.keterangan.trim() || EMPTY_DESCRIPTION}</Description>
    </Root>
  );
}
