import { Children, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import * as s from './nav-bar.css';

export interface NavBarProps {
  /** Left: the logo, usually a link home. */
  brand?: ReactNode;
  /** NavLink elements; each becomes a list item. */
  children?: ReactNode;
  /** Right: e.g. the avatar menu. */
  actions?: ReactNode;
  /** Names the navigation landmark. */
  label?: string;
}

export function NavBar({ brand, children, actions, label = 'Main' }: NavBarProps) {
  return (
    <header className={s.bar}>
      <div className={s.inner}>
        {brand && <div className={s.brand}>{brand}</div>}
        <nav aria-label={label} className={s.nav}>
          <ul className={s.list}>{Children.map(children, (child) => child && <li>{child}</li>)}</ul>
        </nav>
        {actions && <div className={s.actions}>{actions}</div>}
      </div>
    </header>
  );
}

/** Class for a nav link, for routers whose Link takes a className function: `className={(a) => navLinkClass({ active: a })}`. */
export const navLinkClass = s.navLink;

export type NavLinkProps<C extends ElementType = 'a'> = {
  /** The element or component to render, e.g. wouter's Link. Defaults to an anchor. */
  as?: C;
  active?: boolean;
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'className' | 'children'>;

/** Marks the current page with aria-current so it is announced, not only coloured. */
export function NavLink<C extends ElementType = 'a'>({
  as,
  active = false,
  className,
  ...rest
}: NavLinkProps<C>) {
  const Tag: ElementType = as ?? 'a';
  return (
    <Tag
      {...rest}
      aria-current={active ? 'page' : undefined}
      className={[s.navLink({ active }), className].filter(Boolean).join(' ')}
    />
  );
}
