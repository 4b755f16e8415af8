// The price lists from the command line (docs/prices.md):
//   npm run prices -- export [list …] [--format csv|xlsx|json] > prices.csv
//   npm run prices -- import prices.csv --publish [--date YYYY-MM-DD] [--create-new] [--as NAME]
// Runs the same TypeScript as the editor at /intern/preise (src/server/prices/cli.ts).
import { loadTs } from './ts-loader.mjs';

// Standard output carries the export; the server's JSON log lines stay out of it.
process.env.LOG_LEVEL ??= 'warn';

const { runPricesCli } = await loadTs('src/server/prices/cli.ts');
process.exitCode = await runPricesCli(process.argv.slice(2));
