// The public screens past the landing, in one chunk: a visitor who leaves / gets them all at once.
export { NewsDetail } from '../../src/screens/public/NewsDetail/NewsDetail.tsx';
export { NewsList } from '../../src/screens/public/NewsList/NewsList.tsx';
export { ProductDetail } from '../../src/screens/public/ProductDetail/ProductDetail.tsx';
export { ProductList } from '../../src/screens/public/ProductList/ProductList.tsx';
export { Search } from '../../src/screens/public/Search/Search.tsx';
export { TentangKami } from '../../src/screens/public/TentangKami/TentangKami.tsx';
