import type { StorybookConfig } from '@storybook/react-vite';

const SERVER_ONLY_PLUGINS = ['compress-assets', 'server-render-build'];

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The MSW worker script lives in public/ (npx msw init public).
  staticDirs: ['../public'],
  // Offline machines: the telemetry call would only time out (TOOLCHAIN.md).
  core: { disableTelemetry: true },
  // The app's pre-compression and server-renderer steps are for the server's dist/, not for
  // storybook-static.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) => !(plugin && 'name' in plugin && SERVER_ONLY_PLUGINS.includes(plugin.name)),
      ),
  }),
};

export default config;
