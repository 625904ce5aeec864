import { centered, spinner } from './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; the spec's screens say 'Loading'. */
  label?: string;
  /** Hidden from assistive technology when the parent already says it is busy (a loading button). */
  decorative?: boolean;
  /** Takes the surrounding text colour instead of the accent. */
  inheritColor?: boolean;
  /** Centres the spinner in a padded block, for a section or page that is loading. */
  block?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  label = 'Loading',
  decorative,
  inheritColor,
  block,
  className,
}: SpinnerProps) {
  const classes = [spinner({ size, inherit: inheritColor }), className].filter(Boolean).join(' ');
  const el = decorative ? (
    <span className={classes} aria-hidden="true" />
  ) : (
    <span className={classes} role="progressbar" aria-label={label} />
  );
  return block ? <div className={centered}>{el}</div> : el;
}
