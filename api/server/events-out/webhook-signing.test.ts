import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, signWebhook } from './webhook-secret';
import { webhookUrlVerdict } from './webhook-url';

describe('webhook signatures', () => {
  it('sign as the Standard Webhooks reference does', () => {
    // The specification's own example (standard-webhooks, "Verifying webhooks").
    const signature = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('seal a secret so that only the key opens it, and a changed byte fails', () => {
    const key = Buffer.alloc(32, 3);
    const sealed = sealSecret(key, 'whsec_abc');
    expect(sealed).not.toContain('abc');
    expect(openSecret(key, sealed)).toBe('whsec_abc');
    expect(() => openSecret(Buffer.alloc(32, 4), sealed)).toThrow();
  });
});

describe('webhook addresses', () => {
  it('refuse loopback, private, link-local and mapped private addresses, and allow public ones', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://localhost:8080/x',
      'http://10.1.2.3/x',
      'http://172.16.0.9/x',
      'http://192.168.1.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/x',
      'http://[::1]/x',
      'http://[fd00::1]/x',
      'http://[::ffff:10.0.0.1]/x',
      'http://0.0.0.0/x',
    ])
      expect(await webhookUrlVerdict(url, false), url).toBe('private');
    expect(await webhookUrlVerdict('https://93.184.216.34/hook', false)).toBe('allowed');
    expect(await webhookUrlVerdict('http://127.0.0.1/x', true)).toBe('allowed');
    expect(await webhookUrlVerdict('https://no-such-host.invalid/x', false)).toBe('unresolved');
  });
});
