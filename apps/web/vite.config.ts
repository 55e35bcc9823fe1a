import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: { proxy: { '^/(service-|identity|ft/|sandbox/|openapi)': 'http://127.0.0.1:8080' } },
});
