import { z } from 'zod';
import * as accessRequest from '#contract/access-request';
import * as calendar from '#contract/calendar';
import * as carrier from '#contract/carrier';
import * as changelog from '#contract/changelog';
import * as contact from '#contract/contact';
import * as file from '#contract/file';
import * as identity from '#contract/identity';
import * as load from '#contract/load';
import * as listQuery from '#contract/list-query';
import * as location from '#contract/location';
import * as note from '#contract/note';
import * as orderCustomer from '#contract/order-customer';
import * as orderForm from '#contract/order-form';
import * as order from '#contract/order';
import * as reportSubscription from '#contract/report-subscription';
import * as savedView from '#contract/saved-view';
import * as storageCustomer from '#contract/storage-customer';
import * as systemLogin from '#contract/system-login';
import * as systemUser from '#contract/system-user';
import * as userSummary from '#contract/user-summary';
import { fieldKinds, type FieldKind } from '#contract/field-kinds';

/**
 * Every contract module that marks fields with `ofKind`; `redact-kinds.test.ts` fails when a module marks
 * one and is missing here.
 */
export const kindedModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'access-request': accessRequest,
  calendar: calendar,
  carrier: carrier,
  changelog: changelog,
  contact: contact,
  file: file,
  identity: identity,
  load: load,
  'list-query': listQuery,
  location: location,
  note: note,
  'order-customer': orderCustomer,
  'order-form': orderForm,
  order: order,
  'report-subscription': reportSubscription,
  'saved-view': savedView,
  'storage-customer': storageCustomer,
  'system-login': systemLogin,
  'system-user': systemUser,
  'user-summary': userSummary,
};

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** The kind marked on a field schema or on anything it wraps (optional, nullable, default, a pipe's input). */
function kindOf(schema: z.ZodType): FieldKind | undefined {
  for (let s: z.ZodType | undefined = schema; s;) {
    const kind = fieldKinds.get(s)?.kind;
    if (kind) return kind;
    const def = defOf(s);
    s = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as z.ZodType | undefined;
  }
  return undefined;
}

/** Field name → kind, from every object schema the kinded modules export, at any depth; and conflicts. */
export function contractFieldKinds(modules = kindedModules): {
  kinds: Map<string, FieldKind>;
  conflicts: string[];
} {
  const kinds = new Map<string, FieldKind>();
  const conflicts = new Set<string>();
  const seen = new Set<z.ZodType>();
  const walk = (schema: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = defOf(schema);
    if (def.type === 'object') {
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const kind = kindOf(field);
        if (kind && kinds.has(key) && kinds.get(key) !== kind)
          conflicts.add(`${key}: ${kinds.get(key)} or ${kind}`);
        if (kind && !kinds.has(key)) kinds.set(key, kind);
        walk(field);
      }
    }
    for (const key of ['innerType', 'element', 'in', 'out', 'valueType', 'left', 'right'])
      if (def[key] instanceof z.ZodType) walk(def[key]);
    if (Array.isArray(def.options)) def.options.forEach((o) => o instanceof z.ZodType && walk(o));
  };
  for (const module of Object.values(modules))
    for (const value of Object.values(module)) if (value instanceof z.ZodType) walk(value);
  return { kinds, conflicts: [...conflicts].sort() };
}
