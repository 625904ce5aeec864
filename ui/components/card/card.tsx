import { useId, type ReactNode } from 'react';
import * as s from './card.css';

export interface CardProps {
  children: ReactNode;
  /** Given, the card is a labelled section headed by it. */
  title?: ReactNode;
  /** Beside the title, e.g. an Edit button. */
  actions?: ReactNode;
  padding?: 'none' | 'md' | 'lg' | 'xl';
  elevated?: boolean;
  /** Max width in px or any CSS length; the card fills narrower containers. */
  width?: number | string;
  headingLevel?: 2 | 3;
  className?: string;
}

export function Card({
  children,
  title,
  actions,
  padding,
  elevated,
  width,
  headingLevel = 2,
  className,
}: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Tag = title ? 'section' : 'div';
  return (
    <Tag
      aria-labelledby={title ? id : undefined}
      className={[s.card({ padding, elevated }), className].filter(Boolean).join(' ')}
      style={width !== undefined ? { width: '100%', maxWidth: width } : undefined}
    >
      {(title || actions) && (
        <div className={s.heading}>
          {title && (
            <Heading id={id} className={s.title}>
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
    </Tag>
  );
}
