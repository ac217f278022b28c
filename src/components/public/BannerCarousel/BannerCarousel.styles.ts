import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

/** A wide banner: 16:9 on phones and tablets, 3:1 from the desktop breakpoint. */
export const BannerFrame = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceMuted};
  ${fromDesktop} {
    aspect-ratio: 3 / 1;
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
