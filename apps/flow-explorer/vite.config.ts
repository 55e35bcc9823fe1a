import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the sandbox server at /flow-explorer/ (same origin as the app, so the live view hears it).
export default defineConfig({
  base: '/flow-explorer/',
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 2000 },
});
