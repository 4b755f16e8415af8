// Loads the project's server TypeScript from a script that runs outside Next (the staff CLI, the
// back-office bench): jiti strips the types and resolves the `@/` paths; `server-only` (a guard
// against bundling server code into the browser) means nothing here and resolves to an empty module.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, {
  alias: {
    '@': path.join(root, 'src'),
    'server-only': path.join(root, 'scripts', 'empty-module.mjs'),
  },
});

/** A module of the project by its path from the repository root (`src/server/…`). */
export function loadTs(file) {
  return jiti.import(path.join(root, file));
}
