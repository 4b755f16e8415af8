import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname, 'src'),
      'server-only': path.resolve(__dirname, 'tests/support/server-only.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    // A real PostgreSQL for tests/integration (TEST_DATABASE_URL, else a throwaway local cluster).
    globalSetup: ['tests/support/postgres.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
