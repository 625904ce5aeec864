import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with OWASP's parameters (N=2^17, r=8, p=1), see docs/decisions/003-password-hashing.md.
 * The parameters travel inside the stored string, so a cheaper cost for tests (PASSWORD_SCRYPT_LOG2N)
 * never weakens hashes made with the default.
 */
const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const keyLength = 32;
const defaultLog2N = 17;

const costLog2N = (): number => {
  const fromEnv = Number(process.env.PASSWORD_SCRYPT_LOG2N);
  return Number.isInteger(fromEnv) && fromEnv >= 10 && fromEnv <= 20 ? fromEnv : defaultLog2N;
};

const memoryFor = (n: number, r: number) => 128 * n * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const log2n = costLog2N();
  const N = 2 ** log2n;
  const r = 8;
  const p = 1;
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: memoryFor(N, r) });
  return `scrypt$${log2n}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, log2nText, rText, pText, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = 2 ** Number(log2nText);
  const r = Number(rText);
  const p = Number(pText);
  const expected = Buffer.from(keyText, 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltText, 'base64'), expected.length, {
    N,
    r,
    p,
    maxmem: memoryFor(N, r),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so both paths cost the same. */
let decoy: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> =>
  (decoy ??= hashPassword(randomBytes(16).toString('hex')));
