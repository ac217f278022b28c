// The browser's entry. A public page the server rendered in islands (issue 34) loads only the
// islands' loader, which fetches React when the visitor first touches or reaches a part that
// moves; everything else (the staff side, pages still hydrated whole, the dev server) loads the
// whole app (spa.tsx).
// Poppins from the first paint on every page: a page in islands never loads the whole app's styles.
import '../src/ui/theme/fontFaces.ts';
import { isIslandPage } from './islands/islandPage.ts';
import { startIslands } from './islands/loader.ts';

if (isIslandPage(document)) startIslands();
else void import('./spa.tsx');
