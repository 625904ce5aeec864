import type { BackupSummary } from './backup-format';

/** The backup and restore commands' last lines: what the file holds. */
export const describeSummary = (s: BackupSummary) =>
  `  ${s.tables} tables, ${s.rows} rows, ${s.files} stored files (${s.fileBytes} bytes); ` +
  `schema ${s.migrations.at(-1) ?? 'none'}.`;

/** Ends a command with its message (no stack: the messages say what to do), exit code 1. */
export function failCommand(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
