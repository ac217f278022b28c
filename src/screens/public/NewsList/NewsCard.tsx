import styled from 'styled-components';
import { Link } from 'react-router-dom';
import type { components } from '@/api/schema.ts';
import { formatDateId } from '@/lib/format/dates.ts';
import { CARD_TITLE_MAX, NEWS_DESCRIPTION_MAX, truncate } from '@/lib/format/truncate.ts';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { newsHref } from '../shared/paths.ts';
import { NEWS_TEXT } from './texts.ts';
import { IMAGE_SIZES, responsiveImage } from '@/lib/catalogue/responsiveImage.ts';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  height: 100%;
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-sizing: border-box;
  & > img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size[400]};
  }
  & > h2 > a {
    color: ${({ theme }) => theme.color.text};
  }
  & > time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size[200]};
  }
  & > p {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const DownloadLink = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** One news card: image, title cut to 10, date, description cut to 250, 'Download File'. */
export function NewsCard({ news }: { news: components['schemas']['News'] }) {
  return (
    <Card>
      {news.foto ? (
        <img
          {...responsiveImage(news.foto.path, IMAGE_SIZES.card)}
          alt={news.title}
          loading="lazy"
        />
      ) : null}
      <h2 title={news.title}>
        <Link to={newsHref(news.id)}>
          <span aria-hidden="true">{truncate(news.title, CARD_TITLE_MAX)}</span>
          <VisuallyHidden>{news.title}</VisuallyHidden>
        </Link>
      </h2>
      <time dateTime={news.createdAt}>{formatDateId(news.createdAt)}</time>
      <p>{truncate(news.description, NEWS_DESCRIPTION_MAX)}</p>
      {news.file ? (
        <DownloadLink href={news.file.path} download={news.file.name}>
          {NEWS_TEXT.download}
        </DownloadLink>
      ) : null}
    </Card>
  );
}

/** A placeholder of a news card while the page loads. */
export function NewsCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton variant="block" height="140px" />
      <Skeleton lines={4} />
    </Card>
  );
}
