import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const json = process.env.VITEST_JSON_DIR;

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json: `${json}/web.json` } : undefined,
  },
});
