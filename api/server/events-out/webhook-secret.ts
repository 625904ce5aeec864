import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

/** A signing secret as Standard Webhooks writes it: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

const secretBytes = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/**
 * The Standard Webhooks signature of one message: `v1,` and the base64 HMAC-SHA256, keyed with the secret's
 * bytes, of `{webhook-id}.{webhook-timestamp}.{body}`.
 */
export const signWebhook = (secret: string, messageId: string, timestamp: number, body: string): string =>
  `v1,${createHmac('sha256', secretBytes(secret)).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;

const keys = new Map<string, Buffer>();

/**
 * The key secrets are sealed with (decision 083): WEBHOOK_SECRET_KEY (32 bytes in base64), or else a key made
 * once and kept in DATA_DIR/webhook-secret.key, outside the database, so a copy of the database alone does not
 * give the secrets away.
 */
export function webhookKey(config: Pick<Config, 'WEBHOOK_SECRET_KEY' | 'DATA_DIR'>): Buffer {
  if (config.WEBHOOK_SECRET_KEY) return Buffer.from(config.WEBHOOK_SECRET_KEY, 'base64');
  const file = join(config.DATA_DIR, 'webhook-secret.key');
  const known = keys.get(file);
  if (known) return known;
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  keys.set(file, key);
  return key;
}

/** AES-256-GCM: `v1.` iv, tag and ciphertext in base64url, dot-separated. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [, iv, tag, data] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data!, 'base64url')), decipher.final()]).toString('utf8');
}
