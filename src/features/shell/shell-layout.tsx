import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { SignInResult } from '#contract/identity';
import { FocusKeeper } from '#ui/components/focus-keeper/focus-keeper';
import { Logo } from '#ui/components/logo/logo';
import { NavBar, NavLink } from '#ui/components/nav-bar/nav-bar';
import { Stack } from '#ui/components/stack/stack';
import { AvatarMenu } from './avatar-menu';
import { isActiveLink, navLinksFor } from './nav-links';
import { NoticesMenu } from './notices-menu';
import { preloadConfirmDialog } from '../../app/confirm-host';
import * as s from './shell-layout.css';

/** Every screen outside the sign-in area: the navigation bar over the page. */
export function ShellLayout({ auth, children }: { auth: SignInResult | null; children: ReactNode }) {
  const [path] = useLocation();
  // Signed-in pages ask questions (delete, leave unsaved changes): have the dialog ready before the first.
  useEffect(preloadConfirmDialog, []);
  return (
    <Stack className={s.page}>
      <FocusKeeper />
      {/* The first stop of Tab: past the navigation to the page (WCAG 2.4.1). */}
      <a href="#main" className={s.skipLink}>
        Skip to main content
      </a>
      <NavBar
        brand={
          <Link href="/" className={s.brand}>
            <Logo height={32} />
          </Link>
        }
        actions={
          <>
            <NoticesMenu auth={auth} />
            <AvatarMenu auth={auth} />
          </>
        }
      >
        {navLinksFor(auth).map((link) => (
          <NavLink key={link.href} as={Link} href={link.href} active={isActiveLink(link, path)}>
            {link.label}
          </NavLink>
        ))}
      </NavBar>
      <Stack
        as="main"
        id="main"
        tabIndex={-1}
        gap="lg"
        paddingX="xl"
        paddingTop="xl"
        paddingBottom="xxl"
        className={s.main}
      >
        {children}
      </Stack>
    </Stack>
  );
}
