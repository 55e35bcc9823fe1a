/**
 * Mantine's CSS is loaded per component (app/mantine-styles.ts holds the first screen's): a lazily
 * loaded module that renders a component with its own stylesheet must import it, or the component
 * renders unstyled whenever no other chunk happened to load that sheet first (found: the signer's
 * conditions showed their status badges as plain text).
 */
import { describe, expect, it } from 'vitest';

/** Every module's text, by path (Vite reads them at build time: no file system calls at run time). */
const SOURCES = import.meta.glob<string>(['../**/*.tsx', '!../**/*.stories.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** Components with a stylesheet of their own that the first screen does not load. */
const OWN_SHEET = ['Badge', 'Card', 'Checkbox', 'Progress', 'ThemeIcon', 'Tooltip'];

describe('Mantine stylesheets', () => {
  it('every module that renders a component with its own stylesheet imports it', () => {
    const missing: string[] = [];
    for (const [path, text] of Object.entries(SOURCES)) {
      const imported =
        /import \{([^}]*)\} from '@mantine\/core'/
          .exec(text)?.[1]
          ?.split(',')
          .map((n) => n.trim()) ?? [];
      for (const component of OWN_SHEET) {
        if (imported.includes(component) && !text.includes(`@mantine/core/styles/${component}.css`))
          missing.push(`${path}: ${component}`);
      }
    }
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
