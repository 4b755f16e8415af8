// A backup of the site's data while it runs (docs/operations.md):
//   npm run backup [-- --dir <directory>] [--prune]
// Runs the TypeScript of src/server/backup/cli.ts, loaded by scripts/ts-loader.mjs. The server's
// scheduled backup (BACKUP_DIR) runs this same script with --scheduled.
import { loadTs } from './ts-loader.mjs';

const { runBackupCli } = await loadTs('src/server/backup/cli.ts');
process.exitCode = await runBackupCli(process.argv.slice(2));
