import { useState } from 'react';
import { handleApiError } from '@/api/errors.ts';
import { downloadPortfolio, PORTFOLIO_FILE_NAME } from '@/api/hooks/tagline.ts';
import { Button } from '@/ui/Button/Button.tsx';
import type { ButtonVariant } from '@/ui/Button/Button.tsx';
import { saveBlob } from './download.ts';

/** Props of PortfolioButton. */
export interface PortfolioButtonProps {
  /** The button's text. */
  label: string;
  /** Visual weight of the button. */
  variant?: ButtonVariant;
}

/** Downloads GET download and saves it as 'Portofolio.pdf' (SPEC 7); failures go to SPEC 8. */
export function PortfolioButton({ label, variant = 'primary' }: PortfolioButtonProps) {
  const [isBusy, setIsBusy] = useState(false);
  const handleClick = async () => {
    setIsBusy(true);
    try {
      saveBlob(await downloadPortfolio(), PORTFOLIO_FILE_NAME);
    } catch (error) {
      await handleApiError(error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant={variant} isBusy={isBusy} onClick={() => void handleClick()}>
      {label}
    </Button>
  );
}
