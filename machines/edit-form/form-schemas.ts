import { loadFormSchema } from '#contract/load';
import { nameSchema } from '../inspection/schema-refs';

/**
 * The edit forms' schemas by the name a recording gives them (decision 087): an edit form whose input takes
 * its schema from here records `{ "$schema": "<name>" }` and replays in Node, where the edit-form kit loads
 * this table. A form that passes a schema from elsewhere still works; its recordings name no schema and
 * do not replay.
 */
export const formSchemas = {
  loadForm: nameSchema('loadForm', loadFormSchema),
} as const;
