/** Per-file limit unless configured (spec README). Zod-free: the entry script reads it (docs/decisions/090). */
export const defaultMaxFileMb = 25;
