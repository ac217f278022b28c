import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { usePublicNewsItem } from '@/api/hooks/news.ts';
import { formatDateId } from '@/lib/format/dates.ts';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { errorText } from '../shared/errorText.ts';
import { LoadError, PageMain, PageTitle } from '../shared/Page.tsx';
import { readId } from '@/lib/forms/ids.ts';
import { IMAGE_SIZES, responsiveImage } from '@/lib/catalogue/responsiveImage.ts';

/** Texts of the news detail ('Product Knowledge' is SPEC 2.2's). */
export const NEWS_DETAIL_TEXT = { title: 'Detail News', download: 'Product Knowledge' } as const;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  max-width: 860px;
  & > time {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > img {
    width: 100%;
    max-height: 400px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.large};
  }
`;

/** The server's sanitised HTML (allow-list); wide content must not break the layout. */
const Content = styled.div`
  overflow-wrap: anywhere;
  & img,
  & table {
    max-width: 100%;
    height: auto;
  }
`;

const Download = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
`;

/** /news/{id} (SPEC 2.2): title, date, HTML content and the 'Product Knowledge' download. */
export function NewsDetail() {
  const id = readId(useParams().id);
  const news = usePublicNewsItem(id);
  const data = news.data?.data;
  if (news.error || id === null) {
    return (
      <PageMain>
        <PageTitle>{NEWS_DETAIL_TEXT.title}</PageTitle>
        <LoadError
          detail={news.error ? errorText(news.error) : undefined}
          onRetry={id === null ? undefined : () => void news.mutate()}
        />
      </PageMain>
    );
  }
  return (
    <PageMain>
      {data ? (
        <Article>
          <PageTitle>{data.title}</PageTitle>
          <time dateTime={data.createdAt}>{formatDateId(data.createdAt)}</time>
          {data.foto ? (
            <img {...responsiveImage(data.foto.path, IMAGE_SIZES.detail)} alt={data.title} />
          ) : null}
          {/* content is sanitised by the server with an allow-list (DECISIONS). */}
          <Content dangerouslySetInnerHTML={{ __html: data.content }} />
          {data.file ? (
            <Download href={data.file.path} download={data.file.name}>
              {NEWS_DETAIL_TEXT.download}
            </Download>
          ) : null}
        </Article>
      ) : (
        <Article aria-busy="true">
          <PageTitle>{NEWS_DETAIL_TEXT.title}</PageTitle>
          <Skeleton lines={8} />
        </Article>
      )}
    </PageMain>
  );
}
