export {
  brandHref,
  categoryHref,
  chatHref,
  productHref,
  searchHref,
  typeHref,
} from './catalogLinks.ts';
export type { HrefById } from './catalogLinks.ts';
