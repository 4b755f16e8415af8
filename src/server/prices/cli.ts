import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { priceListIds } from '@/content/catalogue/schema';
import { exportRows, toExport } from '@/content/catalogue/document';
import { seedDocuments } from '@/content/catalogue/published';
import { openDatabase } from '../db/client';
import { loadServerEnv } from '../env';
import { HttpError } from '../http/http-error';
import { sellListLimits } from '../sell-list/limits';
import { pricesCsv, pricesXlsx } from './export';
import { importFileMessage, refusalText } from './import-texts';
import { ImportFileError, reviewImport } from './import';
import { saveImport } from './import-apply';
import { readImportTable } from './import-file';
import { allDrafts } from './draft-repository';
import { ensureSeeded, loadPublished, PriceError } from './repository';
import { publishDraft } from './publish-repository';

const usage = [
  'usage: npm run prices -- export [list …] [--format csv|xlsx|json] [--draft]   (to standard output)',
  '       npm run prices -- import FILE [--publish] [--date YYYY-MM-DD] [--create-new] [--as NAME]',
].join('\n');

type Io = { out: (data: string | Uint8Array) => void; err: (line: string) => void };
const stdio: Io = {
  out: (data) => process.stdout.write(data),
  err: (line) => process.stderr.write(`${line}\n`),
};

const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

/**
 * `npm run prices` (scripts/prices.mjs): the editor's export and import for operators and
 * automation (an ERP's nightly export). Works on the database the server uses; a running server
 * picks a publish up within its poll, as a second instance would. Returns the exit code: 0 done,
 * 1 refused rows or a refused publish (nothing is changed then), 2 wrong usage.
 */
export async function runPricesCli(argv: string[], io: Io = stdio): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'csv' },
        draft: { type: 'boolean', default: false },
        publish: { type: 'boolean', default: false },
        date: { type: 'string' },
        'create-new': { type: 'boolean', default: false },
        as: { type: 'string' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (command !== 'export' && command !== 'import') {
    io.err(usage);
    return 2;
  }
  const env = loadServerEnv();
  const handle = openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, poolSize: 1 });
  try {
    await handle.migrate();
    await ensureSeeded(handle.db, seedDocuments());
    if (command === 'export') {
      const unknown = rest.filter((list) => !(priceListIds as readonly string[]).includes(list));
      if (unknown.length || !['csv', 'xlsx', 'json'].includes(values.format ?? '')) {
        io.err(`unknown list or format: ${[...unknown, values.format].join(', ')}\n${usage}`);
        return 2;
      }
      const documents = values.draft
        ? (await allDrafts(handle.db)).map((draft) => draft.document)
        : ((await loadPublished(handle.db))?.documents ?? []);
      const lists = rest.length ? rest : undefined;
      if (values.format === 'json') io.out(`${JSON.stringify(toExport(documents, lists), null, 1)}\n`);
      else if (values.format === 'xlsx') io.out(pricesXlsx(exportRows(documents, { lists })));
      else io.out(pricesCsv(exportRows(documents, { lists })));
      return 0;
    }
    const [file] = rest;
    const date = values.date ?? berlinToday();
    if (!file || (values.date && !/^\d{4}-\d{2}-\d{2}$/.test(values.date))) {
      io.err(usage);
      return 2;
    }
    const actor = `operator:${values.as ?? os.userInfo().username}`;
    let table: string[][];
    try {
      if (statSync(file).size > sellListLimits.maxFileBytes) throw new HttpError('file_too_large');
      table = await readImportTable(new Uint8Array(readFileSync(file)));
    } catch (error) {
      io.err(`${file}: ${importFileMessage(error)}`);
      return 1;
    }
    const drafts = await allDrafts(handle.db);
    let review;
    try {
      review = reviewImport(
        table,
        drafts.map((draft) => draft.document),
        { createNew: values['create-new'] },
      );
    } catch (error) {
      if (error instanceof ImportFileError) {
        io.err(`${file}: ${importFileMessage(error)}`);
        return 1;
      }
      throw error;
    }
    for (const refusal of review.refused)
      io.err(`line ${refusal.line}: ${refusal.articleNumber || '–'}: ${refusalText(refusal)}`);
    for (const unknown of review.unknown) {
      io.err(`line ${unknown.line}: ${unknown.articleNumber}: unknown article number (use --create-new to add it)`);
    }
    if (review.refused.length || review.unknown.length) {
      io.err(`${review.refused.length + review.unknown.length} row(s) refused; nothing was changed.`);
      return 1;
    }
    const changed = await saveImport(handle.db, { drafts, review, actor });
    io.err(
      `${review.changes.length} row(s) changed in ${changed.length} list draft(s), ${review.unchanged} unchanged.`,
    );
    if (!values.publish) return 0;
    for (const listId of changed) {
      const version = await publishDraft(handle.db, { listId, actor, date });
      io.err(`published ${listId} version ${version} (Stand ${date})`);
    }
    return 0;
  } catch (error) {
    if (error instanceof PriceError) {
      io.err(`refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}
