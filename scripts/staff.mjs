// Staff accounts from the command line (docs/staff-auth.md):
//   npm run staff -- invite name@example.com --role admin
// Runs the same TypeScript as the team page (src/server/auth/staff-cli.ts), loaded by scripts/ts-loader.mjs.
import { loadTs } from './ts-loader.mjs';

const { runStaffCli } = await loadTs('src/server/auth/staff-cli.ts');
process.exitCode = await runStaffCli(process.argv.slice(2));
