/** The scheduled backup's lease and last outcome (src/server/db/backup-migration.ts). */
export interface BackupScheduleTable {
  /** The schedule ('scheduled': the one `npm start` runs). */
  name: string;
  /** The instance running a backup now (host name, process id, a random suffix), or null. */
  holder: string | null;
  /** Until when the holder's lease is valid (ISO time); a crashed holder's lease runs out. */
  lease_until: string | null;
  last_attempt_at: string | null;
  last_success_at: string | null;
  /** File name of the last archive written (no directory). */
  last_archive: string | null;
  /** The last failure's code and sentence (src/server/backup/backup-error.ts); null after a success. */
  last_error: string | null;
  last_error_at: string | null;
}

export interface BackupTables {
  backup_schedule: BackupScheduleTable;
}
