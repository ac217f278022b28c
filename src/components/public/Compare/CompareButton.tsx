import { useState } from 'react';
import { COMPARE_MAX } from '../../../lib/catalogue/compareList.ts';
import type { ComparedProduct } from '../../../lib/catalogue/compareList.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { useEarlyPress } from '../../../ui/hooks/useEarlyPress.ts';
import { ButtonSlot, LimitMessage } from './Compare.styles.ts';
import { COMPARE_TEXT } from './texts.ts';
import { useCompareList } from './useCompareList.ts';

/** Props of CompareButton. */
export interface CompareButtonProps {
  /** The product it adds (id, name and cover for the compare bar). */
  product: ComparedProduct;
  /** small on cards, medium on the product page. */
  size?: 'small' | 'medium';
}

/**
 * 'Bandingkan': adds the product to the compare list, or takes it out again (a toggle, pressed
 * while chosen). A fifth product is refused with 'Maksimal 4 produk untuk dibandingkan'. Pressed
 * before the page hydrated, it takes effect once it has (issue 32).
 */
export function CompareButton({ product, size = 'small' }: CompareButtonProps) {
  const compare = useCompareList();
  const [isRefused, setIsRefused] = useState(false);
  const earlyPress = useEarlyPress<HTMLButtonElement>();
  const isChosen = compare.has(product.id);
  const toggle = () => {
    if (isChosen) {
      compare.remove(product.id);
      setIsRefused(false);
    } else setIsRefused(!compare.add(product));
  };
  return (
    <ButtonSlot>
      <Button
        {...earlyPress}
        variant={isChosen ? 'primary' : 'secondary'}
        size={size}
        aria-pressed={isChosen}
        icon={<Icon name={isChosen ? 'check' : 'plus'} size="small" />}
        onClick={toggle}
      >
        {COMPARE_TEXT.add}
      </Button>
      {/* Announced as it appears; gone once the list has room again. */}
      <div role="status">
        {isRefused && compare.products.length >= COMPARE_MAX ? (
          <LimitMessage>{COMPARE_TEXT.limit}</LimitMessage>
        ) : null}
      </div>
    </ButtonSlot>
  );
}
