/// <reference types="vite/client" />

/** The client's build date as YYYY-MM-DD, set by `define` in vite.config.ts (BUILD_DATE, default 2025-09-04). */
declare const __BUILD_DATE__: string;
