import { useId, type KeyboardEvent } from 'react';
import { CloseIcon } from '#ui/icons/icons';
import { SearchIcon } from '#ui/icons/icons';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';
import { IconButton } from '../icon-button/icon-button';
import * as s from './search-field.css';

export interface SearchFieldProps {
  value: string;
  /** Every keystroke; the caller debounces (the list machine waits 300 ms). */
  onChange: (text: string) => void;
  /** The clear button and Escape; the caller clears at once. */
  onClear: () => void;
  /** Accessible name; the icon shows what it is. */
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/** A list's search box: a search input with a clear button while it holds text. */
export function SearchField({
  value,
  onChange,
  onClear,
  label = 'Search',
  placeholder = 'Search',
  disabled,
  className,
}: SearchFieldProps) {
  const id = useId();
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && value) {
      e.preventDefault();
      onClear();
    }
  };
  return (
    <div className={[s.root, className].filter(Boolean).join(' ')} data-disabled={disabled || undefined}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <span className={s.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        className={s.input}
      />
      {value && (
        <IconButton aria-label="Clear search" size="sm" onClick={onClear} disabled={disabled}>
          <CloseIcon />
        </IconButton>
      )}
    </div>
  );
}
