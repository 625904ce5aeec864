import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { Permission } from '#contract/permissions';
import { identity, signInResult } from '#machines/testing/auth-fixtures';
import { authStorageKey } from '#machines/session/auth-store';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { MemoryStorage } from '../../testing/memory-storage';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { json, type RouteTable } from '../../testing/table-fetch';
import { reportPages } from './report-pages';

configure({ asyncUtilTimeout: 3000 });

// jsdom has no object URLs; the preview only needs one to point its frame at.
const created = vi.fn(() => 'blob:report-preview');
beforeAll(() => {
  URL.createObjectURL = created;
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => vi.restoreAllMocks());

const pdf = () => new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });
const path = '/api/Reports/getDeliveriesByDestinationReport';

const render = (
  title: string,
  routes: RouteTable,
  auth: SignInResult = signInResult({ userIdentityCurrent: identity() }),
) => {
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(auth));
  const Page = reportPages[title]!;
  return renderWithRuntime(<Page />, { url: '/reports', storage, routes });
};

describe('report screens', () => {
  it('generates with the window and filters, previews the PDF, refreshes the same request', async () => {
    const view = render('Deliveries by Destination', { [`POST ${path}`]: () => pdf() });
    expect(screen.getByRole('heading', { name: 'Deliveries by Destination' })).toBeInTheDocument();
    // Before the preview: axe in jsdom cannot look into a frame.
    await expectNoAxeViolations(view.container);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-05-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    const preview = await screen.findByTitle('Deliveries by Destination preview');
    expect(preview).toHaveAttribute('src', 'blob:report-preview');
    expect(view.requests.at(-1)!.body).toEqual({
      fields: { dateStartInclusive: '2025-05-01', dateEndExclusive: '2025-06-01' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(view.requests.filter((r) => r.path === path)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('names the downloaded PDF for the business day, as the server names its files', async () => {
    render('Deliveries by Destination', { [`POST ${path}`]: () => pdf() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    // 03:00 UTC on 2 May is still the evening of 1 May in the business's time zone (America/Los_Angeles).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-02T03:00:00Z') });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
      await screen.findByTitle('Deliveries by Destination preview');
      await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    } finally {
      vi.useRealTimers();
      click.mockRestore();
    }
    expect(saved).toEqual(['Deliveries_by_Destination_2025-05-01.pdf']);
  });

  it('shows a failed report’s field messages in an alert that Dismiss closes', async () => {
    render('Deliveries by Destination', {
      [`POST ${path}`]: () =>
        json(
          {
            statusText: 'Some fields are not valid.',
            code: 'validation_failed',
            fields: { 'fields.dateStartInclusive': 'Please choose a start date' },
          },
          { status: 400 },
        ),
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByText('Please choose a start date')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Please choose a start date')).not.toBeInTheDocument());
  });

  it('gives a customer no customer filter on Order Picked Dates', () => {
    render(
      'Order Picked Dates',
      {},
      signInResult({ userIdentityCurrent: identity({ identityType: 'customer' }) }),
    );
    expect(screen.getByRole('heading', { name: 'Order Picked Dates' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Choose the filters and Generate Report to see the report here.'),
    ).toBeInTheDocument();
  });

  it('a report menu reaches the seven report screens in the order of spec 2 §2', () => {
    render(
      'Order Status',
      {},
      signInResult({
        userIdentityCurrent: identity(),
        userRoles: [Permission.PortalAccess, Permission.ReportView],
      }),
    );
    const menu = screen.getByRole('navigation', { name: 'Reports' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Customer Contact List',
      'Deliveries by Destination',
      'Deliveries by Destination Summary',
      'Order Picked Dates',
      'Pickups by Warehouse',
      'Order Status',
      'CDTFA',
    ]);
    expect(within(menu).getByRole('link', { name: 'Order Status' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'CDTFA' })).toHaveAttribute('href', '/reports/cdtfa');
    expect(screen.queryByRole('link', { name: 'Report subscriptions' })).not.toBeInTheDocument();
  });

  it('a customer’s menu holds only Order Picked Dates, and leads to its report subscriptions', () => {
    render(
      'Order Picked Dates',
      {},
      signInResult({
        userIdentityCurrent: identity({ identityType: 'customer' }),
        userRoles: [Permission.PortalAccess, Permission.ReportView],
      }),
    );
    const menu = screen.getByRole('navigation', { name: 'Reports' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Order Picked Dates']);
    expect(screen.getByRole('link', { name: 'Report subscriptions' })).toHaveAttribute(
      'href',
      '/users/profile',
    );
  });
});
