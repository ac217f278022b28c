import { useNavigate, useParams } from 'react-router-dom';
import { useProduct } from '@/api/hooks/products.ts';
import type { components } from '@/api/schema.ts';
import { ProductGallery } from '@/components/ProductGallery/index.ts';
import { readId } from '@/lib/forms/ids.ts';
import { orDash } from '@/lib/format/orDash.ts';
import { priceText } from '@/lib/catalogue/price.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { DetailGrid, PageCard } from '../shared/shared.styles.ts';
import { reportApiError } from '../shared/reportError.ts';
import { PRODUCTS_PATH } from './ProductsScreen.tsx';
import { ProductHistory } from './ProductHistory.tsx';
import { ProductStatistics } from './ProductStatistics.tsx';
import { ChannelList, DetailColumns, Description, DetailHeader } from './Products.styles.ts';

type ProductRecord = components['schemas']['Product'];

/** Texts of /admin/produk/{id} (ours; SPEC 2.3 names the parts). */
export const PRODUCT_DETAIL_TEXT = {
  title: 'Detail Produk',
  back: 'Kembali',
  price: 'Harga',
  channels: 'Saluran Pembelian',
  noChannel: 'Belum ada link e-commerce',
  brand: 'Brand',
  category: 'Kategori',
  type: 'Tipe',
  warranty: 'Garansi',
  weight: 'Berat',
  sizes: 'Ukuran',
  colors: 'Warna',
  status: 'Status',
  active: 'Aktif',
  inactive: 'Tidak Aktif',
  bestSeller: 'Best Seller',
  description: 'Keterangan',
  loadError: 'Data produk tidak dapat dimuat.',
  retry: 'Muat Ulang',
} as const;

const TEXT = PRODUCT_DETAIL_TEXT;

function names(items: ReadonlyArray<{ name: string }>): string {
  return orDash(items.map((item) => item.name).join(', '));
}

function ProductFacts({ product }: { product: ProductRecord }) {
  return (
    <DetailGrid>
      <dt>{TEXT.price}</dt>
      <dd>{priceText(product.harga, product.hargaAkhir)}</dd>
      <dt>{TEXT.channels}</dt>
      <dd>
        {product.ecommerces.length === 0 ? (
          TEXT.noChannel
        ) : (
          <ChannelList>
            {product.ecommerces.map((entry) => (
              <li key={`${entry.ecommerces.id}-${entry.link}`}>
                <a href={entry.link} target="_blank" rel="noopener noreferrer">
                  {entry.ecommerces.name}
                </a>
              </li>
            ))}
          </ChannelList>
        )}
      </dd>
      <dt>{TEXT.brand}</dt>
      <dd>{product.brand.name}</dd>
      <dt>{TEXT.category}</dt>
      <dd>{product.category.name}</dd>
      <dt>{TEXT.type}</dt>
      <dd>{product.type.name}</dd>
      <dt>{TEXT.warranty}</dt>
      <dd>{orDash(product.garansi)}</dd>
      <dt>{TEXT.weight}</dt>
      <dd>{orDash(product.berat)}</dd>
      <dt>{TEXT.sizes}</dt>
      <dd>{names(product.size)}</dd>
      <dt>{TEXT.colors}</dt>
      <dd>{names(product.color)}</dd>
      <dt>{TEXT.status}</dt>
      <dd>
        <Badge tone={product.isActive ? 'success' : 'neutral'}>
          {product.isActive ? TEXT.active : TEXT.inactive}
        </Badge>
      </dd>
    </DetailGrid>
  );
}

function ProductView({ product }: { product: ProductRecord }) {
  return (
    <>
      <DetailColumns>
        <ProductGallery key={product.id} images={product.image} name={product.name} />
        <div>
          <h2>{product.name}</h2>
          {product.isBestSeller ? <Badge tone="warning">{TEXT.bestSeller}</Badge> : null}
          <ProductFacts product={product} />
        </div>
      </DetailColumns>
      <section aria-label={TEXT.description}>
        <h3>{TEXT.description}</h3>
        {/* keterangan is sanitised by the server with an allow-list (DECISIONS). */}
        {product.keterangan ? (
          <Description dangerouslySetInnerHTML={{ __html: product.keterangan }} />
        ) : (
          <p>-</p>
        )}
      </section>
    </>
  );
}

/** Props of ProductDetailScreen. */
export interface ProductDetailScreenProps {
  /** Shows the product's 'Riwayat' (the audit trail is the superuser's). */
  isHistoryShown?: boolean;
  /** Today for the 'Statistik' spans (stories fix it); the clock by default. */
  today?: Date;
}

/** /admin/produk/{id} (SPEC 2.3): the read-only detail with a back button to the product table. */
export function ProductDetailScreen({ isHistoryShown = false, today }: ProductDetailScreenProps) {
  const navigate = useNavigate();
  const id = readId(useParams().id);
  // One dialog per failure; 'Muat Ulang' retries instead of a background loop of dialogs.
  const product = useProduct(id, {
    shouldRetryOnError: false,
    onError: (error) => void reportApiError(error),
  });
  const data = product.data?.data;
  return (
    <PageCard aria-label={TEXT.title} style={{ maxWidth: 'none' }}>
      <DetailHeader>
        <Button variant="secondary" size="small" onClick={() => void navigate(PRODUCTS_PATH)}>
          {TEXT.back}
        </Button>
      </DetailHeader>
      {data ? (
        <>
          <ProductView product={data} />
          <ProductStatistics productId={data.id} today={today} />
          {isHistoryShown ? <ProductHistory productId={data.id} /> : null}
        </>
      ) : product.error || id === null ? (
        <div role="alert">
          <p>{TEXT.loadError}</p>
          {id === null ? null : <Button onClick={() => void product.mutate()}>{TEXT.retry}</Button>}
        </div>
      ) : (
        <Skeleton lines={8} />
      )}
    </PageCard>
  );
}
