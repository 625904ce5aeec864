import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { makePager } from '#contract/pager';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { errorResponse, json } from '../../../testing/table-fetch';
import { signedInAs } from '../testing/record-fixtures';
import { ChangelogPanel } from './changelog-panel';

const call = 'POST /api/Orders/getChangeLogs/41';
const entry = (orderChangelogId: number) => ({
  orderChangelogId,
  orderId: 41,
  systemUserId: 7,
  actionType: 0,
  bulletedChanges: { bullets: ['Status: Open → Planned', 'Needed By: 01/05/2026 → 01/09/2026'] },
  dateAdded: new Date(2026, 0, 5, 15, 7).toISOString(),
  createdBy: 'Dana Driver',
});

test('shows who changed what and when, newest first, and passes axe', async () => {
  const r = renderWithRuntime(<ChangelogPanel kind="order" ownerId={41} />, {
    routes: { [call]: () => json([entry(1), makePager(1, 0, 10)]) },
    storage: signedInAs('employee'),
  });
  expect(await screen.findByText('Status: Open → Planned')).toBeInTheDocument();
  expect(screen.getByText('Needed By: 01/05/2026 → 01/09/2026')).toBeInTheDocument();
  expect(screen.getByText('1/5/2026 @ 3:07 PM')).toBeInTheDocument();
  expect(screen.getByText('Dana Driver')).toBeInTheDocument();
  expect(r.callsTo(call)[0]?.body).toMatchObject({
    pageNumber: 0,
    pageSize: 10,
    sortColumns: [{ sortBy: 'dateAdded', isSortAscending: false }],
  });
  await expectNoAxeViolations(document.body);
});

test('pages through the log', async () => {
  const r = renderWithRuntime(<ChangelogPanel kind="order" ownerId={41} />, {
    routes: {
      [call]: (req) => {
        const page = (req.body as { pageNumber: number }).pageNumber;
        return json([entry(page + 1), makePager(12, page, 10)]);
      },
    },
    storage: signedInAs('employee'),
  });
  await screen.findAllByText('Status: Open → Planned');
  await r.user.click(screen.getByRole('button', { name: /page 2/i }));
  await waitFor(() => expect(r.callsTo(call).at(-1)?.body).toMatchObject({ pageNumber: 1 }));
});

test("says 'No changes found.' when the log is empty", async () => {
  renderWithRuntime(<ChangelogPanel kind="load" ownerId={5} />, {
    routes: { 'POST /api/Loads/getLoadChangeLogs/5': () => json([makePager(0, 0, 10)]) },
    storage: signedInAs('employee'),
  });
  expect(await screen.findByText('No changes found.')).toBeInTheDocument();
});

test('a failed read offers a retry, with no alert', async () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    renderWithRuntime(<ChangelogPanel kind="order" ownerId={41} />, {
      routes: { [call]: () => errorResponse(500, 'Server error') },
      storage: signedInAs('employee'),
    });
    expect(await screen.findByText('No changes found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  } finally {
    console.warn = warn;
  }
});

test.each([
  [undefined, '900px'],
  [630, '630px'],
])(
  'inline, the change log is at most 900 px wide by default (spec 2 §2): width %s gives %s',
  async (width, max) => {
    renderWithRuntime(<ChangelogPanel kind="order" ownerId={41} {...(width ? { width } : {})} />, {
      routes: { [call]: () => json([entry(1), makePager(1, 0, 10)]) },
      storage: signedInAs('employee'),
    });
    const section = await screen.findByRole('region', { name: 'Changelog' });
    expect(section.parentElement).toHaveStyle({ maxWidth: max });
  },
);
