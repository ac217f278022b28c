import { useId } from 'react';
import { Button } from '../../../ui/Button/Button.tsx';
import {
  Copy,
  Counter,
  CounterLabel,
  CounterValue,
  Description,
  Hero,
  Title,
} from './CounterHero.styles.ts';

/** The static hero figure (SPEC 2.2, 9) and its label, and the download button's text. */
export const COUNTER_HERO_TEXT = {
  value: '250 +',
  label: 'Projects',
  download: 'Portfolio',
  downloading: 'Memproses...',
} as const;

/** Props of CounterHero. */
export interface CounterHeroProps {
  /** The page's main heading (h1). */
  title: string;
  /** A sentence under the heading. */
  description?: string;
  /** Downloads the portfolio PDF (GET download, saved as 'Portofolio.pdf'). */
  onDownloadPortfolio: () => void;
  /** Whether the download is running: the button is busy and cannot be pressed again. */
  isDownloading?: boolean;
}

/** The company page's hero: heading, the Portfolio download button and the '250 +' projects figure. */
export function CounterHero({
  title,
  description,
  onDownloadPortfolio,
  isDownloading = false,
}: CounterHeroProps) {
  const titleId = `hero${useId().replace(/:/g, '')}`;
  return (
    <Hero aria-labelledby={titleId}>
      <Copy>
        <Title id={titleId}>{title}</Title>
        {description ? <Description>{description}</Description> : null}
        <Button
          variant="secondary"
          size="large"
          isBusy={isDownloading}
          busyLabel={COUNTER_HERO_TEXT.downloading}
          onClick={onDownloadPortfolio}
        >
          {COUNTER_HERO_TEXT.download}
        </Button>
      </Copy>
      <Counter>
        <CounterValue>{COUNTER_HERO_TEXT.value}</CounterValue>
        <CounterLabel>{COUNTER_HERO_TEXT.label}</CounterLabel>
      </Counter>
    </Hero>
  );
}
