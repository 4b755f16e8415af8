// Restores an archive of `npm run backup` into DATA_DIR, with the server stopped (docs/operations.md):
//   npm run restore <archive>
import { loadTs } from './ts-loader.mjs';

const { runRestoreCli } = await loadTs('src/server/backup/cli.ts');
process.exitCode = await runRestoreCli(process.argv.slice(2));
