import { Box, type BoxProps } from '../box/box';
import * as s from './inline.css';

const flexAlign = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'justifyContent'> & {
  /** Space between children, on the theme's scale. */
  gap?: BoxProps['gap'];
  /** Vertical alignment; default stretch (equal heights). */
  alignY?: 'stretch' | 'start' | 'center' | 'end' | 'baseline';
  align?: 'start' | 'center' | 'end' | 'space-between';
  /** Whether children flow onto a new line when there is no room; default true. */
  wrap?: boolean;
};

/** Children in a row with an even gap, wrapping like words: button groups, chips, a title and its icon. */
export function Inline({ alignY, align, wrap = true, className, ...props }: InlineProps) {
  return (
    <Box
      {...props}
      alignItems={
        alignY === undefined || alignY === 'stretch' || alignY === 'baseline' ? alignY : flexAlign[alignY]
      }
      justifyContent={align === undefined || align === 'space-between' ? align : flexAlign[align]}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      className={[s.inline, className].filter(Boolean).join(' ')}
    />
  );
}
