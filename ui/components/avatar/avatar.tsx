import { avatar } from './avatar.css';

/** 'Ada King Lovelace' -> 'AL'; 'ada' -> 'A'; '' -> '?'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps {
  name: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already names the person, hide the avatar from screen readers. */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ name, size, decorative, className }: AvatarProps) {
  return (
    <span
      className={[avatar({ size }), className].filter(Boolean).join(' ')}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initialsOf(name)}
    </span>
  );
}
