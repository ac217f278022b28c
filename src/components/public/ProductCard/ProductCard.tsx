import { useContext } from 'react';
import type { ReactNode } from 'react';
import { CARD_TITLE_MAX, truncate } from '../../../lib/format/truncate.ts';
import { priceText } from '../../../lib/catalogue/price.ts';
import { Badge } from '../../../ui/Badge/Badge.tsx';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { KeptMarker, KeptPartsContext, KeptSlot } from '../../../ui/islands/keptParts.tsx';
import { productHref } from '../CatalogLinks/catalogLinks.ts';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import { productCoverPath } from './productCover.ts';
import type { ProductImageFields } from './productCover.ts';
import {
  Actions,
  BadgeSlot,
  Body,
  Card,
  CardLink,
  CutName,
  Media,
  Name,
  PartNumber,
  PhoneName,
  Placeholder,
  Price,
  SkeletonBody,
} from './ProductCard.styles.ts';
import {
  IMAGE_SIZES,
  pictureLoading,
  responsiveImage,
} from '../../../lib/catalogue/responsiveImage.ts';
import { AddToQuote } from '../QuoteList/AddToQuote.tsx';
import type { AddOutcome } from '../QuoteList/quoteItems.ts';

/** The product fields a card shows (a subset of SPEC 3's Product and of ProductSummary). */
export interface ProductCardProduct extends ProductImageFields {
  /** Record id, used for the detail link. */
  id: number;
  /** Full product name; a phone shows it whole on up to 3 lines, wider screens its first 10 characters. */
  name: string;
  /** Price, or the lowest price of a range. */
  harga: number | string | null;
  /** Highest price of a range; a single price shows when empty or not above harga. */
  hargaAkhir?: number | string | null;
  /** The category, shown as a badge. */
  category?: { name: string } | null;
  /** The part number or model ('SC-20'), on its own line under the name; none when null. */
  partNumber?: string | null;
}

/** Props of ProductCard. */
export interface ProductCardProps {
  /** The product to show. */
  product: ProductCardProduct;
  /** Builds the detail link from the id (default /detail-product/{id}). */
  getProductHref?: HrefById;
  /** Heading element of the name: h3 inside a titled list (default), h2 when the list has no title. */
  headingLevel?: 'h2' | 'h3';
  /** Whether the card opens the list on screen: its picture loads at once, first (else lazily). */
  isPriority?: boolean;
  /** Called when the card's link is followed (a search result click, issue 26). */
  onOpen?: () => void;
  /**
   * Data attributes of the card's link: what a page in islands reports when it is followed, where
   * the card is server HTML and `onOpen` never runs (issue 34).
   */
  linkMark?: Readonly<Record<`data-${string}`, string>>;
  /** Controls under the price ('Bandingkan'); they stay clickable on their own. */
  actions?: ReactNode;
  /** Adds the product to the visitor's quote list; with it the card shows 'Jumlah' and 'Tambah ke Penawaran'. */
  onAddToQuote?: (product: ProductCardProduct, quantity: number) => AddOutcome;
  /**
   * The quote control in place of the one `onAddToQuote` builds (a public page's island, which
   * adds to the list by itself).
   */
  quote?: ReactNode;
}

/** A box-with-a-cog drawing shown when a product has no picture. */
function NoImageIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="M21 15l-5-5L5 21" />
    </svg>
  );
}

const STYLED_PARTS = { Card, Media, Body, Name, PartNumber, BadgeSlot, Price, Actions };

/** A part of a card whose HTML the renderer puts in: only its children, where the slots are. */
function Through({ children }: { children?: ReactNode }) {
  return children;
}

function Nothing() {
  return null;
}

/**
 * The card's parts when its HTML is kept (ui/islands/keptParts.tsx): the same tree down to the
 * slots (React's ids of the islands in them depend on it), nothing else rendered.
 */
const KEPT_PARTS = {
  Card: Through,
  Media: Nothing,
  Body: Through,
  Name: Nothing,
  PartNumber: Nothing,
  BadgeSlot: Nothing,
  Price: Nothing,
  Actions: Through,
} as unknown as typeof STYLED_PARTS;

/**
 * One product in a list (SPEC 2.2): cover, name (whole on a phone, up to 3 lines; cut to 10
 * characters from the tablet breakpoint), its part number on a line of its own at every width,
 * category badge and price; links to its page.
 */
export function ProductCard({
  product,
  getProductHref = productHref,
  headingLevel = 'h3',
  isPriority = false,
  onOpen,
  linkMark,
  actions,
  onAddToQuote,
  quote,
}: ProductCardProps) {
  const cover = productCoverPath(product);
  // Rendering a page, the server keeps a card's HTML (but for its link's mark and its controls,
  // rendered for each page): a first picture is preloaded by the page, a link of its own is not
  // the card's product alone.
  const kept = useContext(KeptPartsContext);
  const marks = Object.entries(linkMark ?? {});
  const answer =
    kept && !isPriority && getProductHref === productHref
      ? kept.take(
          JSON.stringify([
            product.id,
            product.name,
            cover,
            product.harga,
            product.hargaAkhir ?? null,
            product.category?.name ?? null,
            product.partNumber ?? null,
            headingLevel,
            Boolean(actions),
            marks.map(([name]) => name),
          ]),
          marks.map(([, value]) => value),
        )
      : null;
  // A kept card's parts render nothing but the tree down to its slots: what they hold is not made.
  const isKept = answer?.kind === 'kept';
  const { Card, Media, Body, Name, PartNumber, BadgeSlot, Price, Actions } = isKept
    ? KEPT_PARTS
    : STYLED_PARTS;
  const shortName = isKept ? '' : truncate(product.name, CARD_TITLE_MAX);
  const slot = (node: ReactNode) => (answer ? <KeptSlot>{node}</KeptSlot> : node);
  const card = (
    <Card>
      <Media>
        {isKept ? null : cover ? (
          <img
            {...responsiveImage(cover, IMAGE_SIZES.card)}
            alt={product.name}
            {...pictureLoading(isPriority)}
            decoding="async"
          />
        ) : (
          <Placeholder role="img" aria-label={product.name}>
            <NoImageIcon />
          </Placeholder>
        )}
      </Media>
      <Body>
        <Name as={headingLevel}>
          {isKept ? null : (
            <CardLink
              to={getProductHref(product.id)}
              title={product.name}
              onClick={onOpen}
              {...linkMark}
            >
              {shortName === product.name ? (
                product.name
              ) : (
                <>
                  {/* What shows depends on the width (one of the two); screen readers get the whole name. */}
                  <PhoneName aria-hidden="true">{product.name}</PhoneName>
                  <CutName aria-hidden="true">{shortName}</CutName>
                  <VisuallyHidden>{product.name}</VisuallyHidden>
                </>
              )}
            </CardLink>
          )}
        </Name>
        {/* SPEC's cut leaves 'Silinder K...' on many cards: the code tells them apart (DECISIONS). */}
        {product.partNumber ? (
          <PartNumber title={product.partNumber}>{product.partNumber}</PartNumber>
        ) : null}
        {product.category?.name ? (
          <BadgeSlot>
            <Badge tone="info" size="small" title={product.category.name}>
              {product.category.name}
            </Badge>
          </BadgeSlot>
        ) : null}
        <Price>{isKept ? null : priceText(product.harga, product.hargaAkhir)}</Price>
        {slot(
          quote ??
            (onAddToQuote ? (
              <AddToQuote
                size="compact"
                productName={product.name}
                onAdd={(quantity) => onAddToQuote(product, quantity)}
              />
            ) : null),
        )}
      </Body>
      {actions ? <Actions>{slot(actions)}</Actions> : null}
    </Card>
  );
  if (answer?.kind === 'kept') return <KeptMarker>{card}</KeptMarker>;
  if (answer?.kind === 'keep') return <answer.Keep>{card}</answer.Keep>;
  return card;
}

/** The grey shape of a card while the list loads; hidden from assistive technology. */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Media>
        <Skeleton variant="block" height="100%" />
      </Media>
      <SkeletonBody>
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="55%" />
      </SkeletonBody>
    </Card>
  );
}
