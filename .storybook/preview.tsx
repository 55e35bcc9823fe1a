/** Every story renders inside Mantine with the chosen organisation's theme (toolbar: Organisation). */
import '../apps/web/src/app/mantine-styles';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { Decorator, Preview } from '@storybook/react-vite';
import { cssVariablesResolver, themeFor } from '../apps/web/src/app/theme';
import { DEFAULT_BRAND, DEFAULT_ORG, STORY_ORGS } from './orgs';

const withMantine: Decorator = (Story, context) => {
  const brand = STORY_ORGS[context.globals.org as string] ?? DEFAULT_BRAND;
  return (
    <MantineProvider theme={themeFor(brand)} cssVariablesResolver={cssVariablesResolver}>
      {/* Links in the shell and screens are router links: a memory router, as in the unit tests. */}
      <MemoryRouter>
        <div style={{ padding: 24, maxWidth: 900 }}>
          <Story />
        </div>
      </MemoryRouter>
    </MantineProvider>
  );
};

const preview: Preview = {
  decorators: [withMantine],
  globalTypes: {
    org: {
      description: 'Organisation (white-label brand)',
      toolbar: {
        title: 'Organisation',
        icon: 'paintbrush',
        items: Object.entries(STORY_ORGS).map(([value, brand]) => ({ value, title: brand.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { org: DEFAULT_ORG },
  parameters: {
    // `pnpm test:stories` fails a story on any axe violation of any impact: 'error' makes violations
    // fail the test, and no `impactLevels` is set, so minor and moderate count as much as critical.
    // The rules are WCAG 2.0, 2.1 and 2.2 A and AA. Never switch a rule off to make a story pass: fix
    // the view, or say in the story's parameters and a decision record why the rule is wrong there.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (390×844)', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet (768×1024)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280×900)', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
};

export default preview;
