import { livePaths, locationPaths } from '#contract/paths';

/** What the method does to a resource path (`/api/Orders`, `/api/Orders/{id}`), said as the id's last word. */
const resourceVerbs = {
  get: 'get',
  post: 'create',
  put: 'update',
  delete: 'delete',
  patch: 'update',
} as const;

/**
 * Call paths that one template serves with two methods: the call name alone would name both, so the
 * method's verb leads it (`locationsGetConsolidationTarget`, `locationsUpdateConsolidationTarget`).
 */
const sharedCallPaths: ReadonlySet<string> = new Set([locationPaths.consolidationTarget, livePaths.presence]);

const isParam = (segment: string) => segment.startsWith('{');
const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId of a route, made from its method and its path template so that no route spells one and
 * the ids change only when the path does (decision 070). `/api/Orders/getItems` → `ordersGetItems`: the
 * path's words in camelCase, parameters left out, and a word dropped where the next resource repeats it
 * (`/api/System/SystemUsers/getMe` → `systemUsersGetMe`, `/api/Notes/OrderNotes/{id}` → `orderNotes…`).
 * The spec's calls are camelCase verbs, and the auth controller's PascalCase ones; a path that ends in a
 * resource instead (`/api/Orders/{id}`, `/api/CustomerContacts/{ownerId}`) takes the method's verb:
 * POST `create`, PUT `update`, DELETE `delete`, and GET `get` for one item (owner and item in the path)
 * or `list` for what one owner holds.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path.replace(/^\/api\//, '').split('/');
  const words = segments.filter((s) => !isParam(s));
  const kept = words.filter((word, i) => {
    const next = words[i + 1];
    return !next || !/^[A-Z]/.test(next) || !(next.startsWith(word) || next.endsWith(word));
  });
  const last = words.at(-1) ?? '';
  const isCall = /^[a-z]/.test(last) || words[0] === 'auth';
  const verb = resourceVerbs[method.toLowerCase() as keyof typeof resourceVerbs] ?? method.toLowerCase();
  let name: string[];
  if (sharedCallPaths.has(path)) name = [...kept.slice(0, -1), verb, last];
  else if (isCall) name = kept;
  else {
    const trailingParams = segments.length - 1 - segments.findLastIndex((s) => !isParam(s));
    name = [...kept, verb === 'get' && trailingParams < 2 ? 'list' : verb];
  }
  const [first = '', ...rest] = name;
  return first.charAt(0).toLowerCase() + first.slice(1) + rest.map(upperFirst).join('');
}
