// Labels of the product detail page (SPEC 2.2 names the parts; the labels are ours).

export const DETAIL_TEXT = {
  title: 'Detail Produk',
  bestSeller: 'Best Seller',
  colors: 'Warna',
  sizes: 'Ukuran',
  price: 'Harga',
  buy: 'Beli di',
  brand: 'Brand',
  category: 'Kategori',
  type: 'Tipe',
  warranty: 'Garansi',
  weight: 'Berat',
  description: 'Deskripsi',
} as const;
