import type { SVGProps } from 'react';

// Decorative 20 px stroke icons; the control that holds one carries the accessible name.
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

/** A funnel: a list's filters. */
export const FilterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 4h14l-5.5 6.5V16l-3 1.5v-7L3 4z" />
  </Icon>
);
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 5l10 10M15 5L5 15" />
  </Icon>
);
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 5h14M3 10h14M3 15h14" />
  </Icon>
);
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 10.5l3.5 3.5 7.5-8" />
  </Icon>
);
export const MinusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 10h10" />
  </Icon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5.5 7.75L10 12.25l4.5-4.5" />
  </Icon>
);
export const EyeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M1.75 10S4.75 4.25 10 4.25 18.25 10 18.25 10 15.25 15.75 10 15.75 1.75 10 1.75 10z" />
    <circle cx="10" cy="10" r="2.5" />
  </Icon>
);
export const EyeOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8.2 4.45A7.9 7.9 0 0110 4.25c5.25 0 8.25 5.75 8.25 5.75a14 14 0 01-2.3 2.95M5.3 5.55C3 7.05 1.75 10 1.75 10S4.75 15.75 10 15.75c1.5 0 2.8-.45 3.9-1.1" />
    <path d="M8.25 8.25a2.5 2.5 0 003.5 3.5M2.5 2.5l15 15" />
  </Icon>
);
export const InfoIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M10 9v4.5M10 6.5v.01" />
  </Icon>
);
export const SuccessIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M6.75 10.25l2.25 2.25 4.25-4.5" />
  </Icon>
);
export const WarningIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8.7 3.3L1.9 15a1.5 1.5 0 001.3 2.25h13.6A1.5 1.5 0 0018.1 15L11.3 3.3a1.5 1.5 0 00-2.6 0z" />
    <path d="M10 7.75v3.75M10 14.25v.01" />
  </Icon>
);
export const ErrorIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M10 6.25v4.5M10 13.5v.01" />
  </Icon>
);
export const InboxIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.5 11.25l2.2-6.1A1.5 1.5 0 016.1 4.25h7.8a1.5 1.5 0 011.4.9l2.2 6.1v3.5a1.5 1.5 0 01-1.5 1.5H4a1.5 1.5 0 01-1.5-1.5z" />
    <path d="M2.5 11.25h4l1 2h5l1-2h4" />
  </Icon>
);

// Lists: sort, paging, search, export, column settings.
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

// Load statuses (spec 2 §4: each with an icon and colour); the chip's label names the status.
export const OpenCircleIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="6.5" />
  </Icon>
);
export const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M8.25 7v6M11.75 7v6" />
  </Icon>
);
export const ClipboardCheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7.25 3.75H5.5A1.5 1.5 0 004 5.25v11a1.5 1.5 0 001.5 1.5h9a1.5 1.5 0 001.5-1.5v-11a1.5 1.5 0 00-1.5-1.5h-1.75" />
    <rect x="7.25" y="2.5" width="5.5" height="2.5" rx="0.75" />
    <path d="M7.25 11.25l2 2 3.75-4" />
  </Icon>
);
export const TruckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M1.75 5h10v8.5h-10zM11.75 8h3.25l3.25 3.25v2.25h-6.5" />
    <circle cx="5.5" cy="14.75" r="1.5" />
    <circle cx="14.5" cy="14.75" r="1.5" />
  </Icon>
);
export const PackageCheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16.75 9.5V6.25L10 2.75 3.25 6.25v7.5L10 17.25l1.5-.75" />
    <path d="M3.25 6.25L10 9.75l6.75-3.5M10 9.75v7.5M13 15l1.75 1.75 3-3.25" />
  </Icon>
);
export const BanIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M4.75 4.75l10.5 10.5" />
  </Icon>
);
export const LinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8.5 11.5a3 3 0 004.24 0l2.5-2.5a3 3 0 00-4.24-4.24l-.75.75" />
    <path d="M11.5 8.5a3 3 0 00-4.24 0l-2.5 2.5a3 3 0 004.24 4.24l.75-.75" />
  </Icon>
);
