import '@mantine/core/styles.css';
import '@xyflow/react/dist/style.css';
import './explorer.css';
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The server's CSP allows <style> tags only with its per-response nonce (apps/api web.ts).
const nonce = () => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
// Indigo 8 and gray 7 keep text at 4.5:1 or better on white (WCAG AA); Mantine's defaults do not.
const theme = createTheme({ primaryColor: 'indigo', primaryShade: 8, autoContrast: true });
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} getStyleNonce={nonce} cssVariablesResolver={cssVariablesResolver}>
      <App />
    </MantineProvider>
  </StrictMode>,
);
