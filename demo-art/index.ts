// Demo pictures drawn as SVG (see README: demo-art/): the seed rasterises them with sharp, the
// MSW fixtures show them as data URLs, so the demo site and the stories show the same catalogue.
export { BANNER_TEXT_RIGHT, bannerPicture, type BannerText } from './banners.ts';
export { PRODUCT_KINDS, kindOf, productPicture, type ProductKind } from './products.ts';
export { workshopPicture } from './scenes.ts';
export { brandBannerPicture, wordmarkPicture } from './wordmarks.ts';
export {
  DEMO_SPEC_ATTRIBUTES,
  PORT_THREADS,
  demoEquivalents,
  demoSpecValues,
  type DemoSpecAttribute,
  type DemoSpecKey,
} from './specs.ts';
export {
  DEMO_CATEGORIES,
  DEMO_TYPES,
  PRODUCT_FAMILIES,
  familyOfName,
  kindOfName,
  kindsIn,
  type ProductFamily,
} from './catalogue.ts';
