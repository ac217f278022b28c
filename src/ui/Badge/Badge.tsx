import type { ReactNode } from 'react';
import { StyledBadge } from './Badge.styles.ts';
import type { BadgeTone } from './Badge.styles.ts';

export type { BadgeTone };

/** Props of Badge. */
export interface BadgeProps {
  /** Colour by meaning: neutral, info (a category name), success (Aktif), warning, danger (Nonaktif). */
  tone?: BadgeTone;
  /** small for cards and tables, medium elsewhere. */
  size?: 'small' | 'medium';
  /** The short text of the badge. */
  children: ReactNode;
  /** The full text as a tooltip when the badge may be cut. */
  title?: string;
}

/** A short label in a pill, such as the category on a product card or a record's status. */
export function Badge({ tone = 'neutral', size = 'medium', children, title }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} $size={size} title={title}>
      {children}
    </StyledBadge>
  );
}
