import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme.ts';
import { GlobalStyle } from './GlobalStyle.ts';

/** Props of ThemeRoot. */
export interface ThemeRootProps {
  /** The tree that reads the theme tokens. */
  children: ReactNode;
}

/** Provides the theme tokens and the global styles to everything below it. */
export function ThemeRoot({ children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
