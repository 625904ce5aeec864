import * as Popover from '@radix-ui/react-popover';
import { useEffect, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { ChevronDownIcon } from '#ui/icons/icons';
import { describedBy, FieldFrame, useFieldFrame, type FieldProps } from '../field/field';
import * as f from '../field/field.css';
import * as s from './combobox-field.css';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter line (a city, an e-mail). */
  description?: string;
}

export interface ComboboxFieldProps extends FieldProps {
  /** The chosen option's value ('' for none); with `freeText`, the text itself. */
  value: string;
  /** What the closed field shows for `value`; default: the label of a given option with that value. */
  valueLabel?: string;
  /** The options to show now: the caller searches and pages (machines/option-search). */
  options: readonly ComboboxOption[];
  /** An option was chosen (or, with `freeText`, text typed); `''` and null when cleared. */
  onChange?: (value: string, option: ComboboxOption | null) => void;
  /** The typed search text. */
  onSearch?: (text: string) => void;
  /** The list opened: a good moment to load the first page. */
  onOpen?: () => void;
  loading?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** A failed search, shown in the list. */
  searchError?: string | null;
  /** combobox-email: the typed text is the value; options are suggestions. */
  freeText?: boolean;
  inputType?: 'text' | 'email';
  emptyText?: string;
  loadingText?: string;
  placeholder?: string;
  name?: string;
  autoComplete?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * The ARIA 1.2 combobox: a text input that searches, and a listbox popup driven by the arrow keys,
 * Enter and Escape. Open/closed, the highlighted option and the text being typed are view state; the
 * options, their loading and paging come from the caller.
 *
 * A click on the input opens the list. The list is a Radix popover anchored to the input and portalled to
 * the body, so a dialog's scrolling body never clips it; it flips above the input and shrinks to the
 * viewport when there is no room below. Focus never leaves the input (aria-activedescendant), and the
 * popover's layer keeps a modal dialog's outside-click and Escape handling to the list (docs/decisions/059).
 */
export function ComboboxField({
  value,
  valueLabel,
  options,
  onChange,
  onSearch,
  onOpen,
  loading = false,
  hasMore = false,
  onLoadMore,
  searchError,
  freeText = false,
  inputType = 'text',
  emptyText = 'No matches',
  loadingText = 'Loading…',
  placeholder,
  name,
  autoComplete = 'off',
  disabled,
  readOnly,
  ...field
}: ComboboxFieldProps) {
  const { frame } = useFieldFrame(field);
  const { id, label, required, error, helperText } = frame;
  const listId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const anchorRef = useRef<HTMLDivElement>(null);
  const invalid = Boolean(error);
  const locked = disabled || readOnly;

  const chosenLabel = valueLabel ?? options.find((o) => o.value === value)?.label ?? value;
  const shown = freeText ? value : (draft ?? chosenLabel);

  const openList = () => {
    if (open || locked) return;
    setOpen(true);
    setActive(-1);
    onOpen?.();
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setDraft(null);
  };
  const choose = (option: ComboboxOption) => {
    onChange?.(option.value, option);
    close();
  };
  const moreIfAtEnd = (index: number) => {
    if (index >= options.length - 1 && hasMore && !loading) onLoadMore?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (locked) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) return openList();
      const next = Math.min(active + 1, options.length - 1);
      setActive(next);
      moreIfAtEnd(next);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  const onScroll = (e: UIEvent<HTMLUListElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 24 && hasMore && !loading) onLoadMore?.();
  };

  const status = loading ? loadingText : searchError ? searchError : options.length === 0 ? emptyText : '';
  const activeId = open && options[active] ? `${id}-option-${active}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <FieldFrame {...frame}>
      <Popover.Root open={open} onOpenChange={(next) => !next && close()}>
        <Popover.Anchor asChild>
          <div
            ref={anchorRef}
            className={f.shell}
            data-invalid={invalid || undefined}
            data-disabled={disabled || undefined}
          >
            <input
              id={id}
              name={name}
              type={inputType}
              role="combobox"
              className={f.control}
              value={shown}
              placeholder={placeholder}
              autoComplete={autoComplete}
              required={required}
              disabled={disabled}
              readOnly={readOnly}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy(id, { error, helperText })}
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-activedescendant={activeId}
              onChange={(e) => {
                const text = e.target.value;
                if (freeText) onChange?.(text, null);
                else setDraft(text);
                onSearch?.(text);
                openList();
              }}
              onKeyDown={onKeyDown}
              onClick={openList}
              onBlur={() => {
                // Emptying the text of a chosen option clears the choice.
                if (!freeText && draft === '' && value !== '') onChange?.('', null);
                close();
              }}
            />
            <button
              type="button"
              tabIndex={-1}
              className={s.toggle}
              aria-label={open ? 'Hide options' : 'Show options'}
              disabled={locked}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => (open ? close() : openList())}
            >
              <ChevronDownIcon />
            </button>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            className={s.popup}
            // The popover is only the list's frame: no dialog role, and focus stays in the input.
            role={undefined}
            side="bottom"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            onOpenAutoFocus={(e) => e.preventDefault()}
            onCloseAutoFocus={(e) => e.preventDefault()}
            onInteractOutside={(e) => {
              if (e.target instanceof Node && anchorRef.current?.contains(e.target)) e.preventDefault();
            }}
            onMouseDown={(e) => e.preventDefault()}
          >
            <ul
              id={listId}
              role="listbox"
              aria-label={typeof label === 'string' ? label : undefined}
              className={s.listbox}
              onScroll={onScroll}
            >
              {options.map((o, i) => (
                <li
                  key={o.value}
                  id={`${id}-option-${i}`}
                  role="option"
                  aria-selected={o.value === value}
                  data-active={i === active || undefined}
                  className={s.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(o)}
                >
                  <span>{o.label}</span>
                  {o.description && <span className={s.optionDescription}>{o.description}</span>}
                </li>
              ))}
            </ul>
            <div className={s.footer}>
              <span role="status">{status}</span>
              {hasMore && !loading && (
                <button
                  type="button"
                  tabIndex={-1}
                  className={s.more}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={onLoadMore}
                >
                  Show more
                </button>
              )}
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </FieldFrame>
  );
}
