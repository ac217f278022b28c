import { useCallback, useState } from 'react';
import { handleApiError } from '@/api/errors.ts';
import { downloadPortfolio, PORTFOLIO_FILE_NAME } from '@/api/hooks/tagline.ts';
import { saveBlob } from '@/ui/dom/saveBlob.ts';

/** Downloads GET download and saves it as 'Portofolio.pdf' (SPEC 7); failures go to SPEC 8. */
export function usePortfolioDownload(): { download: () => void; isDownloading: boolean } {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = useCallback(() => {
    setIsDownloading(true);
    void downloadPortfolio()
      .then((blob) => saveBlob(blob, PORTFOLIO_FILE_NAME))
      .catch((error: unknown) => handleApiError(error))
      .finally(() => setIsDownloading(false));
  }, []);
  return { download, isDownloading };
}
