import { cloneElement, useState, type ComponentType, type ReactElement } from 'react';
import { useLoadFailure } from '../../app/load-error';
import { fetchOnce, loadedBy } from '../lazy/fetch-once';

/**
 * A list toolbar's popover whose code is fetched on first use, not with the list (issue #26, decision 092):
 * until then `button` is the same button, whose pointing or focus fetches the code, and a press opens the
 * popover (`render`'s `opened`) as soon as it is there; if the code cannot be fetched the press says so
 * (useLoadFailure) and the next one tries again. `load` is a module-level function (one fetch).
 */
export function LoadOnPress<C extends ComponentType<never>>({
  load,
  button,
  render,
  onUse,
}: {
  load: () => Promise<C>;
  /** Called as the code is asked for (pointing, focus, press): the popover's data may be read then too. */
  onUse?: () => void;
  button: ReactElement<{ onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }>;
  render: (Component: C, opened: boolean) => ReactElement;
}) {
  const failed = useLoadFailure();
  const [state, setState] = useState(() => {
    const ready = loadedBy(load);
    return ready ? { Component: ready, opened: false } : null;
  });
  if (state) return render(state.Component, state.opened);
  const prefetch = () => {
    onUse?.();
    void fetchOnce(load).catch(() => undefined);
  };
  const press = () => {
    onUse?.();
    void fetchOnce(load).then((Component) => setState({ Component, opened: true }), failed);
  };
  return cloneElement(button, { onClick: press, onPointerEnter: prefetch, onFocus: prefetch });
}
