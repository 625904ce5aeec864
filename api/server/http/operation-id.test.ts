import { describe, expect, it } from 'vitest';
import { operationIdOf } from './operation-id';

describe('operationIdOf', () => {
  it.each([
    ['post', '/api/Orders/getItems', 'ordersGetItems'],
    ['post', '/api/auth/Login', 'authLogin'],
    ['get', '/api/auth/logout', 'authLogout'],
    ['get', '/api/System/SystemUsers/getItemById/{id}', 'systemUsersGetItemById'],
    ['post', '/api/Locations/mergeLocations', 'locationsMergeLocations'],
    ['post', '/api/Orders', 'ordersCreate'],
    ['put', '/api/Loads/{id}', 'loadsUpdate'],
    ['delete', '/api/Loads/{id}', 'loadsDelete'],
    ['get', '/api/CustomerContacts/{ownerId}', 'customerContactsList'],
    ['put', '/api/CustomerContacts/{ownerId}/{contactId}', 'customerContactsUpdate'],
    ['get', '/api/Notes/OrderNotes/{id}', 'orderNotesList'],
    ['get', '/api/Notes/OrderNotes/{id}/getOrderNoteCount', 'orderNotesGetOrderNoteCount'],
    ['get', '/api/Files/LoadFiles/{ownerId}/{fileId}', 'loadFilesGet'],
    ['get', '/api/Locations/consolidationTarget', 'locationsGetConsolidationTarget'],
    ['put', '/api/Locations/consolidationTarget', 'locationsUpdateConsolidationTarget'],
  ])('%s %s is %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });
});
