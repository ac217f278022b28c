// The parts of the product page that move (issue 34): the gallery and 'Tambah ke Penawaran'. On a
// page rendered in islands each is hydrated alone; its props are the product's id only and it
// reads the product from the page's answers (the shared SWR cache), so the page carries it once.
// Elsewhere (the whole app, stories) they read the same answer as the screen.
import { usePublicProduct } from '@/api/hooks/products.ts';
import { ProductGallery } from '@/components/ProductGallery/index.ts';
import { AddToQuote } from '@/components/public/QuoteList/AddToQuote.tsx';
import { useQuoteList } from '@/components/public/QuoteList/useQuoteList.ts';
import { addToQuote } from '../shared/addToQuote.ts';

/** Props of the product page's islands. */
export interface ProductPartProps {
  /** The product shown. */
  id: number;
}

/** The gallery and its full-screen viewer. */
export function ProductPictures({ id }: ProductPartProps) {
  const product = usePublicProduct(id).data?.data;
  if (!product) return null;
  return <ProductGallery key={product.id} images={product.image} name={product.name} isPriority />;
}

/** 'Jumlah' and 'Tambah ke Penawaran': the visitor's quote list (the top bar counts its lines). */
export function ProductQuote({ id }: ProductPartProps) {
  const quoteList = useQuoteList();
  const product = usePublicProduct(id).data?.data;
  if (!product) return null;
  return (
    <AddToQuote
      productName={product.name}
      onAdd={(quantity) => addToQuote(quoteList, product, quantity)}
    />
  );
}
