import { useId } from 'react';
import type { ReactNode } from 'react';
import { SectionRoot, SectionTitle } from './Section.styles.ts';

/** Props of Section. */
export interface SectionProps {
  /** Visible heading (h2); it also names the region. */
  title?: string;
  /** Name for screen readers when there is no visible heading. */
  label?: string;
  /** Element id: the target when a link scrolls to this section. */
  id?: string;
  /** Where the heading sits. */
  titleAlign?: 'start' | 'center';
  /** Whether the content is loading (aria-busy). */
  isBusy?: boolean;
  /** The section's content. */
  children: ReactNode;
}

/** A named landing region with an optional h2, a scroll target for the top bar's links. */
export function Section({
  title,
  label,
  id,
  titleAlign = 'center',
  isBusy = false,
  children,
}: SectionProps) {
  const titleId = `section${useId().replace(/:/g, '')}`;
  return (
    <SectionRoot
      id={id}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-busy={isBusy || undefined}
    >
      {title ? (
        <SectionTitle id={titleId} $align={titleAlign}>
          {title}
        </SectionTitle>
      ) : null}
      {children}
    </SectionRoot>
  );
}
