import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The layers point one way (docs/architecture.md): app → components (→ hooks) → content → lib, i18n → lib,
 * and server beside components, under app. Tests may reach across layers.
 */
const layers = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.ts'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/lib',
            from: ['./src/app', './src/components', './src/content', './src/server', './src/i18n', './src/hooks'],
            message: 'src/lib holds small shared helpers (and the list of locales): it imports no other layer.',
          },
          {
            target: './src/hooks',
            from: ['./src/app', './src/components', './src/content', './src/server', './src/i18n'],
            message: 'src/hooks holds React hooks any component may use: they import src/lib only.',
          },
          {
            target: './src/content',
            from: ['./src/app', './src/components', './src/server', './src/hooks'],
            message: 'Content is data: it imports no components, server code or pages.',
          },
          {
            target: './src/i18n',
            from: ['./src/app', './src/components', './src/server', './src/content', './src/hooks'],
            message: 'src/i18n is routing and messages: it imports no pages, components, server code or content.',
          },
          {
            target: './src/components',
            from: ['./src/app', './src/server'],
            message: 'Components receive data; server code is called from pages and route handlers.',
          },
          {
            target: './src/server',
            from: ['./src/app', './src/components', './src/hooks'],
            message: 'Server code does not import pages, route handlers, components or hooks.',
          },
        ],
      },
    ],
  },
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  layers,
  {
    ignores: [
      '.bench/**',
      '.next/**',
      '.node/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
