/**
 * Spec 2 §9: at most 2000 rows, fetched in pages of 200, three pages in parallel. A list that reads only the
 * exported fields (exportRows, decision 079) fetches pages of `leanPageSize`: one statement each on the server,
 * two requests for 2000 rows, the progress shown after the first (getItems' largest page is 1000).
 *
 * A file of its own: the list screens say the limit before the export machine is loaded (issue #26).
 */
export const exportLimits = { maxRows: 2000, pageSize: 200, leanPageSize: 1000, parallel: 3 } as const;
