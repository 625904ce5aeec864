/**
 * A benchmark's sign-in over HTTP: Login, then LoginToAccount with the identity of the wanted type (or the
 * first), retrying a 429 (many sign-ins from one address) after a short random wait. The session token.
 */
import { authPaths } from '#contract/paths';

export const benchPassword = 'Portal#Demo1';

export async function signInOver(base: string, login: string, identityType?: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}${authPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        login,
        password: benchPassword,
        localTime: new Date().toISOString(),
        timezoneOffsetMinutes: 0,
      }),
    });
    if (res.status === 429 && attempt < 50) {
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 800));
      continue;
    }
    if (!res.ok) throw new Error(`Login ${login}: ${res.status} ${await res.text()}`);
    const first = (await res.json()) as {
      token: string;
      userIdentities: { hash: string; identityType: string }[];
    };
    const identity =
      first.userIdentities.find((i) => i.identityType === identityType) ?? first.userIdentities[0]!;
    const bound = await fetch(`${base}${authPaths.loginToAccount}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
      body: JSON.stringify({ hash: identity.hash }),
    });
    if (!bound.ok) throw new Error(`LoginToAccount ${login}: ${bound.status}`);
    return ((await bound.json()) as { token: string }).token;
  }
}
