import { Box, type BoxProps } from '../box/box';
import * as s from './stack.css';

export type StackAlign = 'stretch' | 'start' | 'center' | 'end';

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems'> & {
  /** Space between children, on the theme's scale. */
  gap?: BoxProps['gap'];
  /** Horizontal alignment of the children; default stretch (full width). */
  align?: StackAlign;
};

/** Children stacked vertically with an even gap: a form's fields, a page's sections. */
export function Stack({ align, className, ...props }: StackProps) {
  return (
    <Box
      {...props}
      alignItems={align ? alignItems[align] : undefined}
      className={[s.stack, className].filter(Boolean).join(' ')}
    />
  );
}
