import { Button } from '@/ui/Button/Button.tsx';
import type { ButtonVariant } from '@/ui/Button/Button.tsx';
import { usePortfolioDownload } from './usePortfolioDownload.ts';

/** Props of PortfolioButton. */
export interface PortfolioButtonProps {
  /** The button's text. */
  label: string;
  /** Visual weight of the button. */
  variant?: ButtonVariant;
}

/** A button that saves the portfolio PDF (see usePortfolioDownload). */
export function PortfolioButton({ label, variant = 'primary' }: PortfolioButtonProps) {
  const { download, isDownloading } = usePortfolioDownload();
  return (
    <Button variant={variant} isBusy={isDownloading} onClick={download}>
      {label}
    </Button>
  );
}
