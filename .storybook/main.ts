import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The MSW worker script lives in public/ (npx msw init public).
  staticDirs: ['../public'],
  // Offline machines: the telemetry call would only time out (TOOLCHAIN.md).
  core: { disableTelemetry: true },
};

export default config;
