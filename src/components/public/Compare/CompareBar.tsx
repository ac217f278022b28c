import { useId, useRef, useState } from 'react';
import { compareHref } from '../CatalogLinks/catalogLinks.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { theme } from '../../../ui/theme/theme.ts';
import { useStickyScrollPadding } from '../../../ui/hooks/useStickyScrollPadding.ts';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/catalogue/responsiveImage.ts';
import {
  Bar,
  BarItem,
  BarList,
  BarPanel,
  ClearSlot,
  OpenLink,
  ToggleButton,
} from './Compare.styles.ts';
import { COMPARE_TEXT } from './texts.ts';
import { useCompareList } from './useCompareList.ts';

/** Props of CompareBar. */
export interface CompareBarProps {
  /** Builds the comparison's address from the chosen ids (default /bandingkan?id=1,2,3). */
  getCompareHref?: (ids: readonly number[]) => string;
  /**
   * sticky (default): held at the bottom of the window while the page scrolls. inline: in its
   * place at the end of the page, so it covers nothing (the comparison's own table).
   */
  placement?: 'sticky' | 'inline';
  /**
   * The ids the page itself compares (/bandingkan): while the stored choice is exactly these, the
   * bar would only repeat the page, so it stays away.
   */
  shownIds?: readonly number[];
}

/**
 * Whether the bar starts open: on a tablet or computer, where it takes a slim row; on a phone it
 * starts as one line (issue 32: open, it covered a quarter to a third of a 390 × 844 screen).
 */
function opensByDefault(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return true;
  return window.matchMedia(`(min-width: ${theme.breakpoint.tablet})`).matches;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The chosen products along the bottom of the page: one line with the count, a toggle that shows
 * them (each with a way out, and 'Hapus Semua'), and 'Bandingkan (n)' to the comparison. Nothing
 * while none is chosen (and on the server, which has no localStorage).
 */
export function CompareBar({
  getCompareHref = compareHref,
  placement = 'sticky',
  shownIds,
}: CompareBarProps) {
  const compare = useCompareList();
  // Read once, as the bar mounts in the browser; the visitor's toggle wins from then on.
  const [isOpen, setIsOpen] = useState(opensByDefault);
  const panelId = useId();
  const bar = useRef<HTMLElement | null>(null);
  const ids = compare.products.map((product) => product.id);
  const isShown = ids.length > 0 && !(shownIds && sameIds(ids, shownIds));
  // Held over the page, the bar keeps that much room at the bottom when focus or a link scrolls
  // something into view: nothing lands under it (WCAG 2.4.11, focus not obscured).
  useStickyScrollPadding(bar, 'bottom', isShown && placement === 'sticky');
  if (!isShown) return null;
  return (
    <Bar ref={bar} aria-label={COMPARE_TEXT.barLabel} $placement={placement}>
      <ToggleButton
        variant="ghost"
        aria-expanded={isOpen}
        aria-controls={panelId}
        trailingIcon={<Icon name="chevron-down" size="small" />}
        onClick={() => setIsOpen((open) => !open)}
      >
        {COMPARE_TEXT.chosen(ids.length)}
      </ToggleButton>
      <BarPanel id={panelId} hidden={!isOpen}>
        <BarList>
          {compare.products.map((product) => (
            <BarItem key={product.id}>
              {product.image ? (
                <img {...responsiveImage(product.image, IMAGE_SIZES.logo)} alt="" />
              ) : null}
              <span title={product.name}>{product.name}</span>
              <Button
                variant="ghost"
                size="small"
                aria-label={COMPARE_TEXT.remove(product.name)}
                icon={<Icon name="close" size="small" />}
                onClick={() => compare.remove(product.id)}
              />
            </BarItem>
          ))}
        </BarList>
        <ClearSlot>
          <Button variant="secondary" size="small" onClick={compare.clear}>
            {COMPARE_TEXT.clear}
          </Button>
        </ClearSlot>
      </BarPanel>
      <OpenLink to={getCompareHref(ids)}>{COMPARE_TEXT.open(ids.length)}</OpenLink>
    </Bar>
  );
}
