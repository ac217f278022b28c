import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { HttpNetworkFrame } from 'msw/experimental';
import { SWRConfig } from 'swr';
import { ThemeRoot } from '../src/ui/theme/ThemeRoot.tsx';
import { defaultHandlers } from '../mocks/handlers/index.ts';
import { resetMockDb } from '../mocks/db.ts';
import { StoryRouter } from './StoryRouter.tsx';
import { COMPARE_STORAGE_KEY } from '../src/lib/catalogue/compareList.ts';
import { QUOTE_STORAGE_KEY } from '../src/components/public/QuoteList/useQuoteList.ts';

const preview: Preview = {
  loaders: [
    // The visitor's stored compare and quote lists start empty in every story (a story that needs
    // them fills them in its own loader or beforeEach, which run after this): one story's choice
    // left behind put a tray into every later list story of the same browser.
    () => {
      localStorage.removeItem(COMPARE_STORAGE_KEY);
      localStorage.removeItem(QUOTE_STORAGE_KEY);
      return {};
    },
    // An unmocked call fails loudly instead of reaching a network that is not there.
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        onUnhandledFrame({ frame, defaults }) {
          if (!(frame instanceof HttpNetworkFrame)) return;
          const { pathname } = new URL(frame.data.request.url);
          if (pathname.startsWith('/api-web/') || pathname.startsWith('/api/')) defaults.error();
        },
      });
      return worker;
    }),
    // Every story starts from the same fixtures, whatever the story before it changed.
    async () => {
      resetMockDb();
      return {};
    },
  ],
  decorators: [
    (Story, context) => (
      // A fresh SWR cache per story, so that no story sees another's data.
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StoryRouter
          route={context.parameters.route ?? '/'}
          isDataRouter={context.parameters.dataRouter === true}
        >
          <ThemeRoot>
            <Story />
          </ThemeRoot>
        </StoryRouter>
      </SWRConfig>
    ),
  ],
  parameters: {
    // The widths the layout must hold at (360 px to 1440 px, SPEC's 1024 px breakpoint between).
    viewport: {
      options: {
        mobile: { name: 'Ponsel 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        // Issue 35's phone width (the dashboard's follow-up list and funnel).
        phone: { name: 'Ponsel 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop 1024',
          styles: { width: '1024px', height: '768px' },
          type: 'desktop',
        },
        // The common office laptop the inbox was measured at (issue 32).
        laptop: {
          name: 'Laptop 1366',
          styles: { width: '1366px', height: '900px' },
          type: 'desktop',
        },
        wide: { name: 'Lebar 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    msw: { handlers: defaultHandlers },
    // Accessibility violations fail the story test, not only show in the panel. axe reports only
    // the violations in full (every node of each): the passes it also listed node by node went
    // into each story's report, ~170 KB a story and 150 MB a run, and cost 10-15 % of a story's time.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'fullscreen',
  },
};

export default preview;
