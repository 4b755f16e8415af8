import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The layers point one way (docs/architecture.md): app → components → content → lib, and server
 * beside components, under app. Tests may reach across layers.
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
            from: ['./src/app', './src/components', './src/content', './src/server'],
            message: 'src/lib holds small shared helpers: it imports no other layer.',
          },
          {
            target: './src/lib',
            from: './src/i18n',
            except: ['./locales.ts'],
            message: 'src/lib may know the locales, nothing else of src/i18n.',
          },
          {
            target: './src/content',
            from: ['./src/app', './src/components', './src/server'],
            message: 'Content is data: it imports no components, server code or pages.',
          },
          {
            target: './src/i18n',
            from: ['./src/app', './src/components', './src/server', './src/content'],
            message: 'src/i18n is routing and messages: it imports no pages, components, server code or content.',
          },
          {
            target: './src/components',
            from: ['./src/app', './src/server'],
            message: 'Components receive data; server code is called from pages and route handlers.',
          },
          {
            target: './src/server',
            from: ['./src/app', './src/components'],
            message: 'Server code does not import pages, route handlers or components.',
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
