import '@mantine/core/styles.css';
import '@xyflow/react/dist/style.css';
import './explorer.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The server's CSP allows <style> tags only with its per-response nonce (apps/api web.ts).
const nonce = () => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
const theme = createTheme({ primaryColor: 'indigo', autoContrast: true });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} getStyleNonce={nonce}>
      <App />
    </MantineProvider>
  </StrictMode>,
);
