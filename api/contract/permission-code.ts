import { z } from 'zod';
import { allPermissionCodes, type PermissionCode } from './permissions';

/**
 * A permission code as calls carry it. Kept out of `permissions.ts`, whose constants the entry script's
 * route tables read without loading zod (docs/decisions/090).
 */
export const permissionCodeSchema = z
  .number()
  .int()
  .refine(
    (n): n is PermissionCode => (allPermissionCodes as readonly number[]).includes(n),
    'Unknown permission code',
  );
