import type { ReactNode } from 'react';
import * as s from './page-header.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right, e.g. 'New Order'. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header className={[s.root, className].filter(Boolean).join(' ')}>
      <div className={s.text}>
        <h1 className={s.title}>{title}</h1>
        {subtitle && <p className={s.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={s.actions}>{actions}</div>}
    </header>
  );
}
