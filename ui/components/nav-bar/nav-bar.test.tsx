import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Button } from '../button/button';
import { NavBar, NavLink, navLinkClass } from './nav-bar';

test('a named navigation landmark listing its links, the current one marked', async () => {
  const { container } = render(
    <NavBar brand={<a href="/">Home</a>} actions={<Button variant="ghost">Account</Button>}>
      <NavLink href="/orders" active>
        Orders
      </NavLink>
      <NavLink href="/loads">Loads</NavLink>
      {false}
    </NavBar>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(nav.querySelectorAll('li')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Loads' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

test('renders through another link component, as a router would provide', async () => {
  const navigate = vi.fn();
  function RouterLink({ href, children, ...rest }: { href: string; children: ReactNode }) {
    return (
      <a
        {...rest}
        href={href}
        onClick={(e) => {
          e.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    );
  }
  render(
    <NavLink as={RouterLink} href="/reports">
      Reports
    </NavLink>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
  expect(navigate).toHaveBeenCalledWith('/reports');
  expect(screen.getByRole('link', { name: 'Reports' }).className).toContain(navLinkClass({ active: false }));
});
