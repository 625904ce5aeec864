import * as s from './logo.css';

const NAME = 'Northwest Distribution Services';

/** The mark: a box truck on an accent tile, an arrow pointing north on its load. Drawn in a 48 x 48 box. */
function Mark() {
  return (
    <>
      <rect className={s.tile} width="48" height="48" rx="11" />
      <rect className={s.ink} x="7" y="14" width="20" height="15" rx="1.5" />
      <path className={s.arrow} d="M12.5 25l4.5-5 4.5 5" />
      <path className={s.ink} d="M29 18.5h6.3a2 2 0 0 1 1.6.8l3.4 4.6a2 2 0 0 1 .4 1.2V29H29z" />
      <path className={s.cut} d="M31 20.5h4l2.6 3.5H31z" />
      <circle className={s.wheel} cx="14" cy="31" r="3.6" />
      <circle className={s.wheel} cx="34" cy="31" r="3.6" />
    </>
  );
}

export interface LogoProps {
  /** 'horizontal' for the navigation bar, 'stacked' for the sign-in area, 'mark' alone for tight spots. */
  variant?: 'horizontal' | 'stacked' | 'mark';
  /** CSS height; the width follows. Fills its container's height by default. */
  height?: number | string;
  className?: string;
}

export function Logo({ variant = 'horizontal', height = '100%', className }: LogoProps) {
  const common = {
    role: 'img',
    'aria-label': NAME,
    className: [s.svg, className].filter(Boolean).join(' '),
    style: { height },
  } as const;
  if (variant === 'mark') {
    return (
      <svg {...common} viewBox="0 0 48 48">
        <Mark />
      </svg>
    );
  }
  if (variant === 'stacked') {
    return (
      <svg {...common} viewBox="0 0 240 150">
        <g transform="translate(86 6) scale(1.4)">
          <Mark />
        </g>
        <text className={s.word} x="120" y="110" fontSize="30" textAnchor="middle">
          Northwest
        </text>
        <text className={s.tagline} x="120" y="134" fontSize="11.5" letterSpacing="2" textAnchor="middle">
          DISTRIBUTION SERVICES
        </text>
      </svg>
    );
  }
  return (
    <svg {...common} viewBox="0 0 262 48">
      <Mark />
      <text className={s.word} x="60" y="23" fontSize="22">
        Northwest
      </text>
      <text className={s.tagline} x="60.5" y="40" fontSize="10.5" letterSpacing="1.6">
        DISTRIBUTION SERVICES
      </text>
    </svg>
  );
}
