import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePublicProduct } from '@/api/hooks/products.ts';
import type { components } from '@/api/schema.ts';
import {
  brandHref,
  categoryHref,
  chatHref,
  typeHref,
} from '@/components/public/CatalogLinks/catalogLinks.ts';
import { CompareBar } from '@/components/public/Compare/CompareBar.tsx';
import { CompareButton } from '@/components/public/Compare/CompareButton.tsx';
import { productCoverPath } from '@/components/public/ProductCard/productCover.ts';
import { EquivalentList, SpecTable } from '@/components/public/SpecTable/SpecTable.tsx';
import { orDash } from '@/lib/format/orDash.ts';
import { priceText } from '@/lib/catalogue/price.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import { Island } from '@/ui/islands/Island.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { errorText } from '../shared/errorText.ts';
import { LoadError, PageMain, PageTitle } from '../shared/Page.tsx';
import { readId } from '@/lib/forms/ids.ts';
import { chatOrderMessage } from '../shared/texts.ts';
import {
  ChatLink,
  Description,
  FactLink,
  Facts,
  Info,
  Layout,
  InlineList,
  Price,
  ShopLink,
  SubHeading,
} from './ProductDetail.styles.ts';
import { DETAIL_TEXT } from './texts.ts';
import { IMAGE_SIZES, pictureLoading, responsiveImage } from '@/lib/catalogue/responsiveImage.ts';
import {
  reportChatClick,
  reportMark,
  reportMarketplaceClick,
  reportProductView,
} from '@/api/events.ts';
import { ProductPictures, ProductQuote } from './ProductIslands.tsx';

type Product = components['schemas']['Product'];

/** Props of ProductDetail. */
export interface ProductDetailProps {
  /** The chat-order phone (runtime configuration). */
  chatPhone: string;
}

function NameList({ label, items }: { label: string; items: ReadonlyArray<{ name: string }> }) {
  if (items.length === 0) return null;
  return (
    <>
      <SubHeading>{label}</SubHeading>
      <InlineList aria-label={label}>
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <Badge>{item.name}</Badge>
          </li>
        ))}
      </InlineList>
    </>
  );
}

function PurchaseLinks({ product, chatPhone }: { product: Product; chatPhone: string }) {
  const message = chatOrderMessage(product.name);
  return (
    <>
      {product.ecommerces.length > 0 ? (
        <InlineList aria-label={DETAIL_TEXT.buy}>
          {product.ecommerces.map((entry) => (
            <li key={entry.ecommerces.id}>
              <ShopLink
                href={entry.link}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => reportMarketplaceClick(product.id, entry.ecommerces.id)}
                {...reportMark('click', {
                  kind: 'marketplace',
                  productId: product.id,
                  marketplace: entry.ecommerces.id,
                })}
              >
                {entry.ecommerces.image ? (
                  <img
                    {...responsiveImage(entry.ecommerces.image.path, IMAGE_SIZES.logo)}
                    {...pictureLoading(false)}
                    alt=""
                  />
                ) : null}
                {`${DETAIL_TEXT.buy} ${entry.ecommerces.name}`}
              </ShopLink>
            </li>
          ))}
        </InlineList>
      ) : null}
      <ChatLink
        href={chatHref(chatPhone, message)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => reportChatClick(product.id)}
        {...reportMark('click', { kind: 'chat', productId: product.id })}
      >
        {message}
      </ChatLink>
    </>
  );
}

function ProductFacts({ product }: { product: Product }) {
  return (
    <Facts>
      <dt>{DETAIL_TEXT.brand}</dt>
      <dd>
        <FactLink to={brandHref(product.brand.id)}>{product.brand.name}</FactLink>
      </dd>
      <dt>{DETAIL_TEXT.category}</dt>
      <dd>
        <FactLink to={categoryHref(product.category.id)}>{product.category.name}</FactLink>
      </dd>
      <dt>{DETAIL_TEXT.type}</dt>
      <dd>
        <FactLink to={typeHref(product.type.id)}>{product.type.name}</FactLink>
      </dd>
      <dt>{DETAIL_TEXT.warranty}</dt>
      <dd>{orDash(product.garansi)}</dd>
      <dt>{DETAIL_TEXT.weight}</dt>
      <dd>{orDash(product.berat)}</dd>
    </Facts>
  );
}

/**
 * The product: texts, facts, the spec table and the description are the page's HTML; the gallery,
 * 'Tambah ke Penawaran' and 'Bandingkan' are islands (issue 34). On a page in islands the view
 * and the link clicks are reported from their marks (app/islands/reports.ts).
 */
function ProductView({ product, chatPhone }: { product: Product; chatPhone: string }) {
  return (
    <Layout {...reportMark('view', { kind: 'view', productId: product.id })}>
      <Island name="product-pictures" component={ProductPictures} props={{ id: product.id }} />
      <Info>
        <PageTitle>{product.name}</PageTitle>
        {product.isBestSeller ? (
          <div>
            <Badge tone="warning">{DETAIL_TEXT.bestSeller}</Badge>
          </div>
        ) : null}
        {/* A paragraph takes no aria-label (HTML's ARIA rules): the label is hidden text instead. */}
        <Price>
          <VisuallyHidden>{`${DETAIL_TEXT.price}: `}</VisuallyHidden>
          {priceText(product.harga, product.hargaAkhir)}
        </Price>
        <Island name="product-quote" component={ProductQuote} props={{ id: product.id }} />
        <NameList label={DETAIL_TEXT.colors} items={product.color} />
        <NameList label={DETAIL_TEXT.sizes} items={product.size} />
        <PurchaseLinks product={product} chatPhone={chatPhone} />
        <div>
          <Island
            name="compare-button"
            component={CompareButton}
            props={{
              product: { id: product.id, name: product.name, image: productCoverPath(product) },
              size: 'medium',
            }}
          />
        </div>
        <ProductFacts product={product} />
        <SpecTable specifications={product.specifications} />
        <EquivalentList equivalents={product.equivalents} />
        <SubHeading>{DETAIL_TEXT.description}</SubHeading>
        {/* keterangan is sanitised by the server with an allow-list (DECISIONS). */}
        <Description dangerouslySetInnerHTML={{ __html: product.keterangan ?? '' }} />
      </Info>
    </Layout>
  );
}

/**
 * /detail-product/{id} (SPEC 2.2): gallery, facts, marketplace links and the chat order; the
 * 'Spesifikasi' table, other makers' equivalents and 'Bandingkan' (issue 24).
 */
export function ProductDetail({ chatPhone }: ProductDetailProps) {
  const id = readId(useParams().id);
  const product = usePublicProduct(id);
  const data = product.data?.data;
  const shownId = data?.id;
  // One view per product shown (issue 26); the server ignores bots and prefetches.
  useEffect(() => {
    if (shownId !== undefined) reportProductView(shownId);
  }, [shownId]);
  return (
    <PageMain>
      {product.error || id === null ? (
        <>
          <PageTitle>{DETAIL_TEXT.title}</PageTitle>
          <LoadError
            detail={product.error ? errorText(product.error) : undefined}
            onRetry={id === null ? undefined : () => void product.mutate()}
          />
        </>
      ) : null}
      {!product.error && !data && id !== null ? (
        <div aria-busy="true">
          <PageTitle>{DETAIL_TEXT.title}</PageTitle>
          <Layout>
            <Skeleton variant="block" height="320px" />
            <Skeleton lines={6} />
          </Layout>
        </div>
      ) : null}
      {data ? <ProductView product={data} chatPhone={chatPhone} /> : null}
      {/* The compare tray island of the lists (registered by their increment, issue 34). */}
      <Island name="compare-tray" component={CompareBar} props={{}} />
    </PageMain>
  );
}
