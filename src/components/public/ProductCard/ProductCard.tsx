import { useContext } from 'react';
import type { ReactNode } from 'react';
import { CARD_TITLE_MAX, truncate } from '../../../lib/format/truncate.ts';
import { priceText } from '../../../lib/catalogue/price.ts';
import { Badge } from '../../../ui/Badge/Badge.tsx';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import {
  holdsStandIn,
  KeptMarker,
  KeptPartsContext,
  KeptSlot,
  keptValueStandIn,
} from '../../../ui/islands/keptParts.tsx';
import type { KeptAnswer } from '../../../ui/islands/keptParts.tsx';
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

/** What a card writes of its product: each a whole text or attribute value. */
interface Shown {
  href: string;
  name: string;
  shortName: string;
  picture: { src: string; srcSet?: string; sizes?: string } | null;
  partNumber: string | null;
  category: string | null;
  price: string;
  /** The link mark's values, in its order. */
  marks: string[];
}

/** A link or picture address React writes as it is (it rewrites a `javascript:` one). */
const PLAIN_ADDRESS = /^\/\S*$/;

/**
 * The values of a card kept for its shape, in the order of `standInsOf`, or null when they
 * cannot stand for it: an empty text (React writes none, where a stand-in is written), an
 * address React would rewrite, a value holding the stand-ins' own text.
 */
function shapedValues(shown: Shown): string[] | null {
  const { picture } = shown;
  const values = [
    // The link's address as the stand-in's path (a relative one would be resolved by the router).
    shown.href.slice(1),
    shown.name,
    shown.shortName,
    shown.price,
    shown.partNumber ?? '-',
    shown.category ?? '-',
    // Without a picture its two stand-ins are not written: any value holds their places.
    picture?.src ?? '-',
    picture?.srcSet ?? '-',
    ...shown.marks,
  ];
  const addresses = [
    shown.href,
    ...(picture ? [picture.src] : []),
    ...(picture?.srcSet?.split(', ') ?? []),
  ];
  return values.every((value) => value !== '' && !holdsStandIn(value)) &&
    addresses.every((address) => PLAIN_ADDRESS.test(address.replace(/ \d+w$/, '')))
    ? values
    : null;
}

/** `shown` with each value stood in for (keptValueStandIn), in the order of `shapedValues`. */
function standInsOf(shown: Shown): Shown {
  const at = keptValueStandIn;
  return {
    href: shown.href.charAt(0) + at(0),
    name: at(1),
    shortName: at(2),
    price: at(3),
    partNumber: shown.partNumber === null ? null : at(4),
    category: shown.category === null ? null : at(5),
    picture: shown.picture
      ? {
          ...shown.picture,
          src: at(6),
          ...(shown.picture.srcSet === undefined ? {} : { srcSet: at(7) }),
        }
      : null,
    marks: shown.marks.map((_, index) => at(8 + index)),
  };
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
  // Rendering a page, the server keeps a card's HTML (but for its controls, rendered for each
  // page; ui/islands/keptParts.tsx): once for every product of its shape, its product's values and
  // its link's mark put in for each page; a card whose values cannot stand so, per product. A
  // first picture is preloaded by the page (a first card without one is kept), a link of its own
  // is not the card's product alone.
  const kept = useContext(KeptPartsContext);
  const marks = Object.entries(linkMark ?? {});
  const canKeep =
    kept !== null && (!isPriority || cover === null) && getProductHref === productHref;
  // What the card writes of its product, each a whole text or attribute value.
  const shown: Shown = {
    href: getProductHref(product.id),
    name: product.name,
    shortName: truncate(product.name, CARD_TITLE_MAX),
    picture: cover ? responsiveImage(cover, IMAGE_SIZES.card) : null,
    partNumber: product.partNumber || null,
    category: product.category?.name || null,
    price: priceText(product.harga, product.hargaAkhir),
    marks: marks.map(([, value]) => value),
  };
  const values = canKeep && kept.takeShaped ? shapedValues(shown) : null;
  let answer: KeptAnswer = null;
  if (canKeep && values && kept.takeShaped)
    answer = kept.takeShaped(
      JSON.stringify([
        'card',
        shown.picture === null ? null : [Boolean(shown.picture.srcSet), shown.picture.sizes],
        shown.shortName === shown.name,
        shown.partNumber !== null,
        shown.category !== null,
        headingLevel,
        Boolean(actions),
        marks.map(([name]) => name),
      ]),
      values,
    );
  else if (canKeep)
    answer = kept.take(
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
    );
  // A kept card's parts render nothing but the tree down to its slots: what they hold is not made.
  const isKept = answer?.kind === 'kept';
  // Kept for its shape, it is rendered whole with stand-ins where its values go.
  const text = values && answer?.kind === 'keep' ? standInsOf(shown) : shown;
  const { Card, Media, Body, Name, PartNumber, BadgeSlot, Price, Actions } = isKept
    ? KEPT_PARTS
    : STYLED_PARTS;
  const mark = Object.fromEntries(marks.map(([name], index) => [name, text.marks[index]]));
  const slot = (node: ReactNode) => (answer ? <KeptSlot>{node}</KeptSlot> : node);
  const card = (
    <Card>
      <Media>
        {isKept ? null : text.picture ? (
          <img {...text.picture} alt={text.name} {...pictureLoading(isPriority)} decoding="async" />
        ) : (
          <Placeholder role="img" aria-label={text.name}>
            <NoImageIcon />
          </Placeholder>
        )}
      </Media>
      <Body>
        <Name as={headingLevel}>
          {isKept ? null : (
            <CardLink to={text.href} title={text.name} onClick={onOpen} {...mark}>
              {shown.shortName === shown.name ? (
                text.name
              ) : (
                <>
                  {/* What shows depends on the width (one of the two); screen readers get the whole name. */}
                  <PhoneName aria-hidden="true">{text.name}</PhoneName>
                  <CutName aria-hidden="true">{text.shortName}</CutName>
                  <VisuallyHidden>{text.name}</VisuallyHidden>
                </>
              )}
            </CardLink>
          )}
        </Name>
        {/* SPEC's cut leaves 'Silinder K...' on many cards: the code tells them apart (DECISIONS). */}
        {text.partNumber ? (
          <PartNumber title={text.partNumber}>{text.partNumber}</PartNumber>
        ) : null}
        {text.category ? (
          <BadgeSlot>
            <Badge tone="info" size="small" title={text.category}>
              {text.category}
            </Badge>
          </BadgeSlot>
        ) : null}
        <Price>{isKept ? null : text.price}</Price>
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
