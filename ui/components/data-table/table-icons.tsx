import type { SVGProps } from 'react';

// Decorative 20 px stroke icons for lists, drawn like ui/icons/icons.tsx; the control carries the name.
// They can move into ui/icons once another area needs them.
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const ArrowUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 15.5v-11M5.5 9L10 4.5 14.5 9" />
  </Icon>
);
export const ArrowDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 4.5v11M5.5 11l4.5 4.5 4.5-4.5" />
  </Icon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7.75 5.5L12.25 10l-4.5 4.5" />
  </Icon>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12.25 5.5L7.75 10l4.5 4.5" />
  </Icon>
);
export const FirstPageIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13.5 5.5L9 10l4.5 4.5M6 5.5v9" />
  </Icon>
);
export const LastPageIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 5.5L11 10l-4.5 4.5M14 5.5v9" />
  </Icon>
);
export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8.75" cy="8.75" r="5.25" />
    <path d="M12.75 12.75l4 4" />
  </Icon>
);
export const ReloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16 10a6 6 0 11-1.76-4.24M16 3.75v3.5h-3.5" />
  </Icon>
);
export const ColumnsIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3.5" width="14" height="13" rx="1.5" />
    <path d="M7.75 3.5v13M12.25 3.5v13" />
  </Icon>
);
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 3.5v9M6 8.75l4 4 4-4M4 16.25h12" />
  </Icon>
);
export const CalendarIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.25" y="4.25" width="13.5" height="12.5" rx="1.5" />
    <path d="M3.25 8.25h13.5M7 2.75v3M13 2.75v3" />
  </Icon>
);
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5.75h12M8 5.75V4h4v1.75M5.5 5.75l.75 10.5h7.5l.75-10.5M8.5 9v4.5M11.5 9v4.5" />
  </Icon>
);
