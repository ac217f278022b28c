import 'styled-components';
import type { Theme } from './theme.ts';

declare module 'styled-components' {
  // Let styled-components know the shape of our tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
