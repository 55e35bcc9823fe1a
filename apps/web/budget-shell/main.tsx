/**
 * The empty shell `pnpm budget` measures beside the first screen (decision 080): React, Mantine's
 * provider and react-router with one empty route, and nothing of the app. Built with apps/web's Vite
 * config (budget-shell/vite.config.ts) into a temporary directory; never part of the product build.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  </MantineProvider>,
);
