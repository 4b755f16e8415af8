import { z } from 'zod';
import { BackupError } from './backup-error';

/**
 * `manifest.json`, the first entry of every archive: what it holds and how to check it. The
 * schema version is the name of the latest migration applied to the database it holds; `tables`
 * counts the rows of every table; `files` lists every other entry with its size and sha256.
 */
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_FILE = 'site.db';
export const AUTH_SECRET_FILE = 'staff-auth-secret';
export const MAIL_DIR = 'mail';

/** The only paths an archive may hold besides the manifest (anything else is refused, never written). */
export function isArchivablePath(name: string): boolean {
  return (
    name === DATABASE_FILE ||
    name === AUTH_SECRET_FILE ||
    (name.startsWith(`${MAIL_DIR}/`) && /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.eml$/.test(name.slice(MAIL_DIR.length + 1)))
  );
}

const manifestSchema = z.object({
  format: z.literal('site-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  schemaVersion: z.string().min(1),
  database: z.object({ dialect: z.literal('sqlite'), integrity: z.literal('ok') }),
  /** Where the staff auth key was at backup time: in the archive, or in STAFF_AUTH_SECRET (not archived). */
  staffAuthSecret: z.enum(['file', 'environment', 'none']),
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.array(
    z.object({
      path: z.string().refine(isArchivablePath),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError('not_an_archive', 'The archive has no readable manifest: it is not a backup of this site.');
  }
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success)
    throw new BackupError(
      'not_an_archive',
      'The archive’s manifest is not one this version understands: it is not a backup of this site, or a damaged one.',
    );
  if (!parsed.data.files.some((file) => file.path === DATABASE_FILE))
    throw new BackupError('not_an_archive', 'The archive’s manifest lists no database.');
  return parsed.data;
}
