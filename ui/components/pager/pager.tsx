import { SelectField } from '../select-field/select-field';
import { ChevronLeftIcon, ChevronRightIcon, FirstPageIcon, LastPageIcon } from '#ui/icons/icons';
import { IconButton } from '../icon-button/icon-button';
import * as s from './pager.css';

/** The page size that means every row (spec 1 §9). */
export const allRows = -1;
const windowSize = 5;

export interface PagerProps {
  /** 1-based. */
  pageNumber: number;
  /** Rows a page; -1 is 'All'. */
  pageSize: number;
  totalItems: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
  label?: string;
  className?: string;
}

export const pageSizeText = (size: number) => (size === allRows ? 'All' : String(size));

/** Up to five page numbers around the current one. */
export function pageNumbers(pageNumber: number, totalPages: number): number[] {
  if (totalPages <= 0) return [];
  const first = Math.max(1, Math.min(pageNumber - Math.floor(windowSize / 2), totalPages - windowSize + 1));
  const last = Math.min(totalPages, first + windowSize - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** 'x–y of N' and the page buttons of a list (spec 1 §3). */
export function Pager({
  pageNumber,
  pageSize,
  totalItems,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  disabled,
  label = 'Pagination',
  className,
}: PagerProps) {
  const all = pageSize === allRows || pageSize <= 0;
  const totalPages = all ? (totalItems > 0 ? 1 : 0) : Math.ceil(totalItems / pageSize);
  const first = totalItems === 0 ? 0 : all ? 1 : Math.min(totalItems, (pageNumber - 1) * pageSize + 1);
  const last = all ? totalItems : Math.min(totalItems, pageNumber * pageSize);
  const atStart = disabled || pageNumber <= 1;
  const atEnd = disabled || pageNumber >= totalPages;
  const go = (page: number) => () => onPageChange(page);
  return (
    <nav aria-label={label} className={[s.root, className].filter(Boolean).join(' ')}>
      <SelectField
        label="Rows per page"
        value={String(pageSize)}
        options={pageSizes.map((size) => ({ value: String(size), label: pageSizeText(size) }))}
        onChange={(value) => onPageSizeChange(Number(value))}
        disabled={disabled}
        className={s.size}
      />
      <span className={s.range} aria-live="polite">
        {`${first}–${last} of ${totalItems}`}
      </span>
      <div className={s.buttons}>
        <IconButton aria-label="First page" size="sm" disabled={atStart} onClick={go(1)}>
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label="Previous page" size="sm" disabled={atStart} onClick={go(pageNumber - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        {pageNumbers(pageNumber, totalPages).map((page) => (
          <button
            key={page}
            type="button"
            className={s.page}
            aria-label={`Page ${page}`}
            aria-current={page === pageNumber ? 'page' : undefined}
            disabled={disabled}
            onClick={page === pageNumber ? undefined : go(page)}
          >
            {page}
          </button>
        ))}
        <IconButton aria-label="Next page" size="sm" disabled={atEnd} onClick={go(pageNumber + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton aria-label="Last page" size="sm" disabled={atEnd} onClick={go(totalPages)}>
          <LastPageIcon />
        </IconButton>
      </div>
    </nav>
  );
}
