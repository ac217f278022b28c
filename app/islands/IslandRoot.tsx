// What every island is rendered inside, on the server and in the browser alike (its hydration
// needs the same tree): the page's SWR cache and the theme. The global styles are the page's own.
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { SWRConfiguration } from 'swr';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme/theme.ts';

/** Props of IslandRoot. */
export interface IslandRootProps {
  /** The SWR configuration: the page's answers as its cache. */
  config: SWRConfiguration;
  /** The island. */
  children: ReactNode;
}

/** The providers around one island (the router is the caller's: static on the server). */
export function IslandRoot({ config, children }: IslandRootProps) {
  return (
    <SWRConfig value={config}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </SWRConfig>
  );
}
