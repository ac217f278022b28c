import { useRef } from 'react';
import { compareHref } from '../CatalogLinks/catalogLinks.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { useStickyScrollPadding } from '../../../ui/hooks/useStickyScrollPadding.ts';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/responsiveImage.ts';
import { Bar, BarActions, BarItem, BarList, OpenLink } from './Compare.styles.ts';
import { COMPARE_TEXT } from './texts.ts';
import { useCompareList } from './useCompareList.ts';

/** Props of CompareBar. */
export interface CompareBarProps {
  /** Builds the comparison's address from the chosen ids (default /bandingkan?id=1,2,3). */
  getCompareHref?: (ids: readonly number[]) => string;
}

/**
 * The chosen products along the bottom of the page, each with a way out, and 'Bandingkan (n)' to
 * the comparison. Nothing while none is chosen (and on the server, which has no localStorage).
 */
export function CompareBar({ getCompareHref = compareHref }: CompareBarProps) {
  const compare = useCompareList();
  const barRef = useRef<HTMLElement | null>(null);
  // The bar sticks to the bottom: Tab would otherwise focus controls hidden under it.
  useStickyScrollPadding(barRef, 'bottom', compare.products.length > 0);
  if (compare.products.length === 0) return null;
  const ids = compare.products.map((product) => product.id);
  return (
    <Bar ref={barRef} aria-label={COMPARE_TEXT.barLabel}>
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
      <BarActions>
        <OpenLink to={getCompareHref(ids)}>{COMPARE_TEXT.open(ids.length)}</OpenLink>
        <Button variant="secondary" onClick={compare.clear}>
          {COMPARE_TEXT.clear}
        </Button>
      </BarActions>
    </Bar>
  );
}
