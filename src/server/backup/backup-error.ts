/**
 * Why a backup or restore was refused or failed. `message` is a sentence for the operator (the
 * CLI prints it as is); `code` is for programs, logs and /api/health. Neither ever holds data
 * from the archive or the database, nor a key.
 */
export type BackupErrorCode =
  | 'damaged'
  | 'not_an_archive'
  | 'wrong_key'
  | 'key_required'
  | 'newer_schema'
  | 'unknown_schema'
  | 'server_running'
  | 'no_database'
  | 'postgres'
  | 'integrity'
  | 'target'
  | 'failed';

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The code of any error (a BackupError's own, else 'failed'). */
export function backupErrorCode(error: unknown): BackupErrorCode {
  return error instanceof BackupError ? error.code : 'failed';
}
