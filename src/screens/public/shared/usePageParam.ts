import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readPage } from './paths.ts';

/** The `page` query parameter and a setter that keeps the other parameters (search, id). */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      });
      window.scrollTo(0, 0);
    },
    [setParams],
  );
  return [page, setPage];
}
