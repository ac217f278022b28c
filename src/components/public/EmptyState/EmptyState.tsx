import type { ReactNode } from 'react';
import { EmptyIcon, EmptyRoot, EmptyText } from './EmptyState.styles.ts';

/** Props of EmptyState. */
export interface EmptyStateProps {
  /** What is missing, exactly as the screen must say it ('Data Produk Belum Tersedia'). */
  text: string;
  /** A decorative picture above the text (an inline SVG or an Icon); hidden from screen readers. */
  icon?: ReactNode;
  /** small inside menus and panels, medium for a page region. */
  size?: 'small' | 'medium';
}

/** A quiet box saying that a list has nothing to show yet. */
export function EmptyState({ text, icon, size = 'medium' }: EmptyStateProps) {
  return (
    <EmptyRoot $size={size}>
      {icon ? <EmptyIcon aria-hidden="true">{icon}</EmptyIcon> : null}
      <EmptyText $size={size}>{text}</EmptyText>
    </EmptyRoot>
  );
}

/** A box with a mountain and sun, the usual "no picture / no data" drawing. */
export function EmptyBoxIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} focusable="false">
      <path d="M21 8l-9-5-9 5 9 5 9-5z" />
      <path d="M3 8v8l9 5 9-5V8" />
      <path d="M12 13v8" />
    </svg>
  );
}
