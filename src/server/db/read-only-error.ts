/** SQLite's and PostgreSQL's "you cannot write here" errors. */
export function isReadOnlyError(error: unknown): boolean {
  const code = String((error as { code?: unknown })?.code ?? '');
  return code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN' || code === '25006';
}
