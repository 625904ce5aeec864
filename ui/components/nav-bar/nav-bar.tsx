import * as RadixDialog from '@radix-ui/react-dialog';
import {
  Children,
  useState,
  type ComponentPropsWithoutRef,
  type ElementType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { CloseIcon, MenuIcon } from '#ui/icons/icons';
import { IconButton } from '../icon-button/icon-button';
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
  /** Names the button that opens the links on narrow screens. */
  menuLabel?: string;
}

/**
 * The bar over every page. Below `compactBelow` px the links would clip ("Load Calen" at 390 px), so they
 * move behind a menu button into a dialog: one tap target per row, focus trapped, Escape closes, and
 * following a link closes it (docs/decisions/034-phone-shell.md).
 */
export function NavBar({ brand, children, actions, label = 'Main', menuLabel = 'Menu' }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const items = Children.map(children, (child) => child && <li>{child}</li>);
  // A followed link closes the menu; the router navigates as usual.
  const closeOnLink = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) setOpen(false);
  };
  return (
    <header className={s.bar}>
      <div className={s.inner}>
        <RadixDialog.Root open={open} onOpenChange={setOpen}>
          <RadixDialog.Trigger asChild>
            <IconButton aria-label={menuLabel} className={s.menuButton}>
              <MenuIcon />
            </IconButton>
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className={s.menuOverlay} />
            <RadixDialog.Content className={s.menuPanel} aria-describedby={undefined}>
              <div className={s.menuHeader}>
                <RadixDialog.Title className={s.menuTitle}>{menuLabel}</RadixDialog.Title>
                <RadixDialog.Close asChild>
                  <IconButton aria-label="Close menu" size="sm">
                    <CloseIcon />
                  </IconButton>
                </RadixDialog.Close>
              </div>
              <nav aria-label={label} onClick={closeOnLink}>
                <ul className={s.menuList}>{items}</ul>
              </nav>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
        {brand && <div className={s.brand}>{brand}</div>}
        {/* While the menu is open it holds the links; the bar's own list stays out of the way. */}
        {!open && (
          <nav aria-label={label} className={s.nav}>
            <ul className={s.list}>{items}</ul>
          </nav>
        )}
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
