import { useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTaglineFooter } from '@/api/hooks/tagline.ts';
import { Footer } from '@/components/public/Footer/Footer.tsx';
import type { FooterProps } from '@/components/public/Footer/Footer.tsx';
import { Island } from '@/ui/islands/Island.tsx';
import { FrameSlotsContext, SlotMarker } from './frameSlots.tsx';
import { hashTarget, PublicTopBar } from './PublicTopBar.tsx';
import { Shell, SkipLink } from './PublicLayout.styles.ts';
import { SKIP_LINK_TEXT } from './texts.ts';

// SPEC names no social accounts: the icons open the platforms themselves.
const SOCIAL_LINKS: FooterProps['socialLinks'] = [
  { kind: 'instagram', href: 'https://www.instagram.com/' },
  { kind: 'facebook', href: 'https://www.facebook.com/' },
  { kind: 'linkedin', href: 'https://www.linkedin.com/' },
];

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
    const target = hashTarget(hash);
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** The shared footer (SPEC 2.1); a failed load shows the frame only (SPEC 8). */
function PublicFooter({ productName, year }: Pick<PublicLayoutProps, 'productName' | 'year'>) {
  const footer = useTaglineFooter();
  return (
    <Footer
      footer={footer.data?.data.data ?? null}
      isLoading={footer.isLoading}
      year={year ?? new Date().getFullYear()}
      productName={productName}
      socialLinks={SOCIAL_LINKS}
    />
  );
}

/** Every visitor page: skip link, top bar (SPEC 2.1), the screen, footer. */
export function PublicLayout({ productName, chatPhone, year, children }: PublicLayoutProps) {
  useScrollToHash();
  // The server's renderer may ask for the frame and the screen apart (frameSlots.tsx).
  const slots = useContext(FrameSlotsContext);
  const hasFrame = slots === 'whole' || slots === 'frame';
  const hasScreen = slots === 'whole' || slots === 'screen';
  return (
    <Shell>
      <SkipLink href="#konten">{SKIP_LINK_TEXT}</SkipLink>
      {hasFrame ? (
        <Island name="top-bar" component={PublicTopBar} props={{ productName, chatPhone }} />
      ) : (
        <SlotMarker name="top" />
      )}
      {hasScreen ? children : <SlotMarker name="screen" />}
      {hasFrame ? (
        <PublicFooter productName={productName} year={year} />
      ) : (
        <SlotMarker name="foot" />
      )}
    </Shell>
  );
}
