import { NotFoundState } from '../../app/not-found-state';

/** The catch-all page (Error404) of spec 1 §2. */
export function NotFoundPage() {
  return <NotFoundState />;
}
