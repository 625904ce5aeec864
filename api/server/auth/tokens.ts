import { createHash, randomBytes } from 'node:crypto';

/** Opaque random secrets (256 bits), URL-safe. Only their SHA-256 is stored. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');
