import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { RequestAccessPage } from './request-access-page';
import { deferred, errorResponse, json, renderPage, type RenderPageOptions } from './testing/render-page';

const open = (options: RenderPageOptions = {}) =>
  renderPage(<RequestAccessPage params={{}} />, { url: '/login/request-access', ...options });

const created = {
  systemUserRequestId: 1,
  emailAddress: 'ada@example.com',
  firstName: 'Ada',
  lastname: 'Lovelace',
  companyName: 'Engines Ltd',
  phone: '+1 (901) 555-0100 ext. 12',
  city: 'Memphis',
  state: 'TN',
  additionalInfo: 'Two docks',
  dateAdded: '2025-09-04T12:00:00.000Z',
  dateModified: '2025-09-04T12:00:00.000Z',
};

const field = (name: string) => screen.getByRole('textbox', { name });

describe('RequestAccessPage', () => {
  it('shows the form with required fields marked', async () => {
    const { container } = open({ url: '/login/request-access?email=ada%40example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Request Access' })).toBeInTheDocument();
    for (const name of ['First Name', 'Last Name', 'Company Name', 'Email', 'Company City']) {
      expect(field(name)).toBeRequired();
    }
    expect(screen.getByRole('combobox', { name: 'State' })).toBeRequired();
    expect(field('Phone')).not.toBeRequired();
    expect(field('Additional Information')).not.toBeRequired();
    expect(field('Email')).toHaveValue('ada@example.com');
    // The asterisks are drawn for the eye; `required` tells assistive technology.
    expect(container.querySelectorAll('label [aria-hidden="true"]')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(container);
  });

  it('lists the 50 states by full name', () => {
    open();
    const state = screen.getByRole('combobox', { name: 'State' });
    const options = within(state).getAllByRole('option');
    expect(options).toHaveLength(51);
    expect(within(state).getByRole('option', { name: 'Tennessee' })).toHaveValue('TN');
    expect(within(state).queryByRole('option', { name: 'District of Columbia' })).toBeNull();
  });

  it('masks the phone and counts the additional information', async () => {
    const { user } = open();
    await user.type(field('Phone'), '9015550100123');
    expect(field('Phone')).toHaveValue('+1 (901) 555-0100 ext. 123');
    const info = field('Additional Information');
    expect(info.tagName).toBe('TEXTAREA');
    expect(info).toHaveAttribute('rows', '3');
    expect(screen.getByText('0 / 400')).toBeInTheDocument();
    await user.type(info, 'Two docks');
    expect(screen.getByText('9 / 400')).toBeInTheDocument();
  });

  it('validates lazily with the spec texts', async () => {
    const { user, requests, container } = open();
    expect(screen.queryByText('Please enter your first name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    for (const text of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your company name',
      'Please enter a valid email address',
      'Please enter your company city',
      'Please enter your company state',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);
    await user.type(field('Email'), 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(field('First Name'), 'Ada');
    expect(screen.queryByText('Please enter your first name')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  const fillIn = async (user: ReturnType<typeof open>['user']) => {
    await user.type(field('First Name'), 'Ada');
    await user.type(field('Last Name'), 'Lovelace');
    await user.type(field('Company Name'), 'Engines Ltd');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Phone'), '901555010012');
    await user.type(field('Company City'), 'Memphis');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Tennessee');
    await user.type(field('Additional Information'), 'Two docks');
  };

  it('sends the request and goes to the confirmation', async () => {
    const answer = deferred<Response>();
    const { user, callsTo, navigations } = open({
      routes: { 'POST /api/System/SystemUserRequests': () => answer.promise },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    const button = screen.getByRole('button', { name: 'Request Access' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(field('First Name')).toBeDisabled();
    // The area's module is fetched on its first call (lazyApi), so the request leaves a moment later.
    await waitFor(() => expect(callsTo('POST /api/System/SystemUserRequests')).toHaveLength(1));
    expect(callsTo('POST /api/System/SystemUserRequests')[0]!.body).toEqual({
      firstName: 'Ada',
      lastname: 'Lovelace',
      companyName: 'Engines Ltd',
      emailAddress: 'ada@example.com',
      phone: '+1 (901) 555-0100 ext. 12',
      city: 'Memphis',
      state: 'TN',
      additionalInfo: 'Two docks',
    });
    answer.resolve(json(created));
    await waitFor(() => expect(navigations).toEqual(['/login/request-access-success']));
    expect(screen.getByRole('button', { name: 'Request Access' })).toBeDisabled();
  });

  it('shows a failure in a dismissible banner and keeps the form', async () => {
    const { user } = open({
      routes: { 'POST /api/System/SystemUserRequests': () => errorResponse(409, 'Already requested') },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already requested');
    expect(field('First Name')).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Request Access' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
