import { useRef, type KeyboardEvent } from 'react';
import * as s from './letter-index.css';

export interface LetterIndexProps {
  /** The letters offered, in order. */
  letters: readonly string[];
  /** The letter chosen; null: All. */
  value: string | null;
  onChange: (letter: string | null) => void;
  /** The toolbar's name, e.g. 'Customers by first letter'. */
  label: string;
}

const moves: Record<string, (i: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The A–Z index of a list (spec 1 §3): All and one button per letter, the chosen one pressed. One tab stop
 * (the pressed button); arrows, Home and End move between the letters, as a toolbar does.
 */
export function LetterIndex({ letters, value, onChange, label }: LetterIndexProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const choices: (string | null)[] = [null, ...letters];
  const current = Math.max(0, choices.indexOf(value));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    refs.current[move(index, choices.length - 1)]?.focus();
  };
  return (
    <div role="toolbar" aria-label={label} className={s.bar}>
      {choices.map((letter, index) => (
        <button
          key={letter ?? 'all'}
          ref={(node) => {
            refs.current[index] = node;
          }}
          type="button"
          className={s.letter}
          aria-pressed={letter === value}
          tabIndex={index === current ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, index)}
          onClick={() => onChange(letter)}
        >
          {letter ?? 'All'}
        </button>
      ))}
    </div>
  );
}
