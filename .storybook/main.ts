/** Storybook for the borrower app's screens: designers review every screen here. */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../apps/web/src/**/*.stories.tsx'],
  // addon-vitest: the same story tests `pnpm test:stories` runs, from Storybook's sidebar.
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (vite) => ({
    ...vite,
    resolve: {
      ...vite.resolve,
      conditions: ['source', ...(vite.resolve?.conditions ?? ['module', 'browser', 'development|production'])],
    },
  }),
};

export default config;
