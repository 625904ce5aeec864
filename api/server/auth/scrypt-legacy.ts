import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Hashes stored before argon2id (`scrypt$log2N$r$p$salt$key`, docs/decisions/028-argon2id.md): still
 * verified, so nobody is locked out; a successful sign-in replaces them with argon2id.
 */
export const isScryptHash = (stored: string) => stored.startsWith('scrypt$');

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

export async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6) return false;
  const [, log2nText, rText, pText, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const log2n = Number(log2nText);
  const r = Number(rText);
  const p = Number(pText);
  // Parameters come from our own database, but a damaged row must fail closed, not allocate gigabytes.
  if (![log2n, r, p].every(Number.isInteger) || log2n < 1 || log2n > 20 || r < 1 || r > 32 || p < 1 || p > 4)
    return false;
  const N = 2 ** log2n;
  const expected = Buffer.from(keyText, 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltText, 'base64'), expected.length, {
    N,
    r,
    p,
    maxmem: 256 * N * r,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Only tests make new ones: to prove that old hashes still verify and get upgraded. */
export async function hashScryptForTests(password: string, log2n = 12): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** log2n;
  const key = await scrypt(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return `scrypt$${log2n}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}
