import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePublicNewsList } from '@/api/hooks/news.ts';
import { EmptyState } from '@/components/public/EmptyState/EmptyState.tsx';
import { errorText } from '../shared/errorText.ts';
import { LoadError, PageMain, PageTitle } from '../shared/Page.tsx';
import { newsListQuery } from '../shared/pageData.ts';
import { NewsCard, NewsCardSkeleton } from './NewsCard.tsx';
import { ListPagesIsland } from '../shared/ListPagesIsland.tsx';
import { NEWS_PAGE_SIZE, NEWS_TEXT } from './texts.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /news (SPEC 2.2): 12 cards a page with SPEC 4's pagination, an empty and an error state. The
 * cards are links (server HTML on a page in islands); the pagination is an island.
 */
export function NewsList() {
  const [params] = useSearchParams();
  const news = usePublicNewsList(newsListQuery(params), { keepPreviousData: true });
  const items = news.data?.data ?? [];
  const total = news.data?.meta.total ?? 0;
  return (
    <PageMain>
      <PageTitle>{NEWS_TEXT.title}</PageTitle>
      {news.error ? (
        <LoadError detail={errorText(news.error)} onRetry={() => void news.mutate()} />
      ) : null}
      {!news.error && !news.isLoading && items.length === 0 ? (
        <EmptyState text={NEWS_TEXT.empty} />
      ) : null}
      {news.isLoading ? (
        <Grid aria-busy="true" aria-label={NEWS_TEXT.list}>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <NewsCardSkeleton />
            </li>
          ))}
        </Grid>
      ) : null}
      {!news.error && items.length > 0 ? (
        <Grid aria-label={NEWS_TEXT.list}>
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard news={item} />
            </li>
          ))}
        </Grid>
      ) : null}
      {news.error ? null : (
        <ListPagesIsland
          total={total}
          pageSize={NEWS_PAGE_SIZE}
          isLoading={news.isLoading || news.isValidating}
        />
      )}
    </PageMain>
  );
}
