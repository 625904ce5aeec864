import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '#ui/theme/sprinkles.css';
import * as s from './box.css';

/** The elements a layout box may be; interactive ones (button, a, input) have their own components. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'article'
  | 'aside'
  | 'ul'
  | 'ol'
  | 'li';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    as?: BoxElement;
    className?: string;
    children?: ReactNode;
  };

const isList = (as: BoxElement) => as === 'ul' || as === 'ol';

/** Splits the sprinkles props (layout and spacing on the theme's scale) from the element's own attributes. */
function splitProps(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) {
      if (value !== undefined) atoms[key] = value;
    } else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/**
 * The one layout element: any sprinkles value as a prop (`padding="lg"`, `display="flex"`, `gap="sm"`), so
 * pages and components lay out on the theme's spacing scale without a `.css.ts` of their own.
 */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const { atoms, rest } = splitProps(props);
  const list = isList(as);
  const classes = [
    sprinkles(list ? { margin: 'none', padding: 'none', ...atoms } : atoms),
    list && s.list,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...rest, className: classes || undefined }, children);
}
