import styled from 'styled-components';

/**
 * A wide banner, 3:1 at every width (the banners' own shape, 1440 × 480 in the demo), the whole
 * picture shown: banners carry their own words and button, and a phone's 16:9 crop cut them to
 * 'o Akhir Tahun' (issue 32). A picture of another shape shows whole too, on a muted band.
 */
export const BannerFrame = styled.div`
  aspect-ratio: 3 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceMuted};
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
