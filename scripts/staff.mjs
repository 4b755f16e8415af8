// Staff accounts from the command line (docs/staff-auth.md):
//   npm run staff -- invite name@example.com --role admin
// Runs the same TypeScript as the team page (src/server/auth/staff-cli.ts) through jiti, which
// resolves the project's `@/` paths and strips the types; `server-only` (a guard against
// bundling server code into the browser) has no meaning here and resolves to an empty module.
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
const { runStaffCli } = await jiti.import(path.join(root, 'src/server/auth/staff-cli.ts'));
process.exitCode = await runStaffCli(process.argv.slice(2));
