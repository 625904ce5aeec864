import type { ReactNode } from 'react';
import { Card } from '../card/card';
import { Logo } from '../logo/logo';
import * as s from './auth-layout.css';

export interface AuthLayoutProps {
  children: ReactNode;
  /** The page's h1, at the top of the card. */
  title?: ReactNode;
  /** Card width in px; 440 by default, 550 for request access. */
  width?: number;
  /** Replaces the stacked company logo. */
  logo?: ReactNode;
  /** Replaces the default '© {year} {companyName}' footer. */
  footer?: ReactNode;
  companyName?: string;
  /** Pass it in from the app's clock; defaults to the current year. */
  year?: number;
}

/** The sign-in area shell: logo, centred card, footer. No navigation bar. */
export function AuthLayout({
  children,
  title,
  width = 440,
  logo,
  footer,
  companyName = 'Northwest Distribution Services',
  year = new Date().getFullYear(),
}: AuthLayoutProps) {
  return (
    <div className={s.page}>
      <main className={s.main}>
        <div className={s.logoBox}>{logo ?? <Logo variant="stacked" />}</div>
        <Card width={width} padding="xl" elevated className={s.card}>
          {title && <h1 className={s.title}>{title}</h1>}
          {children}
        </Card>
      </main>
      <footer className={s.footer}>{footer ?? `© ${year} ${companyName}`}</footer>
    </div>
  );
}
