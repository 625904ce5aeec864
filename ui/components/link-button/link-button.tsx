import type { ComponentPropsWithRef } from 'react';
import { textLink } from './link-button.css';

export interface LinkButtonProps extends ComponentPropsWithRef<'button'> {
  tone?: 'accent' | 'muted';
}

/** A button that reads as a text link, for actions that do not navigate. Navigation should be a real link. */
export function LinkButton({ tone, className, type = 'button', ...rest }: LinkButtonProps) {
  return (
    <button {...rest} type={type} className={[textLink({ tone }), className].filter(Boolean).join(' ')} />
  );
}

/** The same look for anchors, e.g. `<Link className={textLinkClass()} href=...>Back</Link>`. */
export const textLinkClass = textLink;
