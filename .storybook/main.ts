/** Storybook for the borrower app's screens: designers review every screen here. */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (vite) => ({
    ...vite,
    resolve: { ...vite.resolve, conditions: ['source', ...(vite.resolve?.conditions ?? ['module', 'browser', 'development|production'])] },
  }),
};

export default config;
