import { useEffect } from 'react';
import { useRuntimeConfig } from './runtimeConfig.ts';

/** Sets `<page> | <product name>` as the document title (DECISIONS.md). */
export function usePageTitle(page: string): void {
  const { productName } = useRuntimeConfig();
  useEffect(() => {
    document.title = `${page} | ${productName}`;
  }, [page, productName]);
}
