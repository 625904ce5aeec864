import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import * as s from './dropdown-menu.css';

export interface DropdownMenuProps {
  /** One focusable element (e.g. an IconButton holding an Avatar); it also names the menu. */
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function DropdownMenu({ trigger, children, align = 'end', open, onOpenChange }: DropdownMenuProps) {
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={s.content} align={align} sideOffset={6}>
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export interface DropdownMenuItemProps {
  children: ReactNode;
  onSelect?: () => void;
  icon?: ReactNode;
  /** Right-aligned extra, e.g. a count chip on 'Switch Account'. */
  end?: ReactNode;
  disabled?: boolean;
}

export function DropdownMenuItem({ children, onSelect, icon, end, disabled }: DropdownMenuItemProps) {
  return (
    <Menu.Item className={s.item} onSelect={onSelect} disabled={disabled}>
      {icon && (
        <span className={s.itemIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
      {end && <span className={s.itemEnd}>{end}</span>}
    </Menu.Item>
  );
}

/** Non-interactive heading inside the menu (user and identity names). */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className={s.label}>{children}</Menu.Label>;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className={s.separator} />;
}

/** Small print at the bottom, e.g. the version and build date. */
export function DropdownMenuNote({ children }: { children: ReactNode }) {
  return <Menu.Label className={s.note}>{children}</Menu.Label>;
}
