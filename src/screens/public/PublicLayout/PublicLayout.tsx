import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { Shell, SkipLink } from './PublicLayout.styles.ts';
import { TOP_BAR_TEXT } from './texts.ts';
import { TopBar } from './TopBar.tsx';

/** Props of PublicLayout. */
export interface PublicLayoutProps {
  /** The product name (runtime configuration). */
  productName: string;
  /** The chat phone of the About Us link (runtime configuration). */
  chatPhone: string;
  /** The copyright year (this year by default). */
  year?: number;
  /** The screen. */
  children: ReactNode;
}

/** Scrolls to the element named by the URL hash ('/#galeri'), or to the top on a new page. */
function useScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Every visitor page: skip link, top bar (SPEC 2.1), the screen, footer. */
export function PublicLayout({ productName, chatPhone, year, children }: PublicLayoutProps) {
  useScrollToHash();
  return (
    <Shell>
      <SkipLink href="#konten">{TOP_BAR_TEXT.skip}</SkipLink>
      <TopBar productName={productName} chatPhone={chatPhone} />
      {children}
      <Footer productName={productName} year={year} />
    </Shell>
  );
}
