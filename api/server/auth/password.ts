import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { isScryptHash, verifyScrypt } from './scrypt-legacy';
import { createWorkLimit } from './work-limit';

/**
 * argon2id with OWASP's parameters (19 MiB, t=2, p=1), see docs/decisions/028-argon2id.md. The parameters
 * travel inside the stored string, so a cheaper memory cost for tests (PASSWORD_ARGON2_MEMORY_KIB) never
 * weakens hashes made with the default, and a change of the default upgrades hashes at the next sign-in.
 */
const defaultMemoryKib = 19_456;
const timeCost = 2;
const parallelism = 1;

const envInteger = (name: string, min: number, max: number, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
};
const memoryCost = () => envInteger('PASSWORD_ARGON2_MEMORY_KIB', 64, 1_048_576, defaultMemoryKib);

/**
 * Every hash and verification waits its turn here (issue #11.3). One core is left to the event loop, so
 * signed-in users' calls stay answered while sign-ins are flooded; the queue bounds how long a turn takes.
 */
const hashing = createWorkLimit({
  concurrency: envInteger(
    'PASSWORD_HASH_CONCURRENCY',
    1,
    64,
    Math.max(1, Math.min(4, availableParallelism() - 1)),
  ),
  queue: envInteger('PASSWORD_HASH_QUEUE', 0, 10_000, 64),
});

// The package's default algorithm is argon2id (its `Algorithm` is a const enum, which isolated modules cannot read).
const options = () => ({ memoryCost: memoryCost(), timeCost, parallelism });

export const hashPassword = (password: string): Promise<string> =>
  hashing.run(() => hash(password.normalize('NFKC'), options()));

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const normalized = password.normalize('NFKC');
  if (isScryptHash(stored)) return hashing.run(() => verifyScrypt(normalized, stored));
  if (!stored.startsWith('$argon2id$')) return false;
  // A malformed stored string is a failed check, never a server error.
  return hashing.run(() => verify(stored, normalized).catch(() => false));
}

/** True when a stored hash is not argon2id at today's parameters: the next sign-in replaces it. */
export const needsRehash = (stored: string | null | undefined): boolean =>
  !!stored && !stored.startsWith(`$argon2id$v=19$m=${memoryCost()},t=${timeCost},p=${parallelism}$`);

/** A hash to compare against when the account does not exist, so both paths cost the same. */
let decoy: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> =>
  (decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    // Refused while the server was busy: the next sign-in makes it.
    decoy = undefined;
    throw error;
  }));
