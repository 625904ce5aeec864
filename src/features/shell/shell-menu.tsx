import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type * as DropdownMenus from '#ui/components/dropdown-menu/dropdown-menu';
import { useLoadFailure } from '../../app/load-error';
import { fetchOnce, loadedBy } from '../../shared/lazy/fetch-once';

type Menus = typeof DropdownMenus;

// One fetch for both header menus (fetchOnce keeps what it gave; a failed one is tried again by the next press).
const loadMenus = (): Promise<Menus> => import('#ui/components/dropdown-menu/dropdown-menu');

/** The keys that open a Radix menu from its trigger. */
const openingKeys = ['Enter', ' ', 'ArrowDown'];

/**
 * A header menu whose Radix menu code is fetched on first use, not with every signed-in page (issue #26,
 * decision 092): until then the trigger is the same button, and pointing at it or focusing it starts the
 * fetch; a press opens the menu as soon as the code is there. `children` builds the items from the
 * loaded components.
 */
export function ShellMenu({
  trigger,
  onOpenChange,
  children,
}: {
  /** One button (an IconButton); it names the menu. */
  trigger: ReactElement<{ 'aria-haspopup'?: 'menu'; 'aria-expanded'?: boolean }>;
  onOpenChange?: (open: boolean) => void;
  children: (components: Menus) => ReactNode;
}) {
  const failed = useLoadFailure();
  const [loaded, setLoaded] = useState(() => loadedBy(loadMenus) ?? null);
  const [open, setOpen] = useState(false);
  // Holds the trigger, the first button and then Radix's, which is a new element.
  const slot = useRef<HTMLSpanElement>(null);
  const button = () => slot.current?.querySelector('button') ?? null;
  // A key that asked for the menu before it was there is pressed again on the loaded trigger, once Radix
  // listens, so the menu opens as from the keyboard (its first item focused).
  const replayKey = useRef<string | null>(null);
  useEffect(() => {
    const key = replayKey.current;
    replayKey.current = null;
    const trigger = button();
    if (!loaded || key === null || !trigger) return;
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, [loaded]);

  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  // Pointing at the button or focusing it fetches the code; only a press swaps the button for Radix's (a new
  // element), so what was pointed at or focused stays the same element until the menu opens.
  const prefetch = () => void fetchOnce(loadMenus).catch(() => undefined);
  const load = (openIt: boolean) =>
    void fetchOnce(loadMenus).then((components) => {
      setLoaded(components);
      if (openIt) change(true);
    }, failed);

  // Until the menu is there, the slot hears the trigger's pointer, focus and keys (they bubble to it).
  const waiting = {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) load(true);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!openingKeys.includes(event.key)) return;
      event.preventDefault();
      replayKey.current = event.key;
      load(false);
    },
  };
  return (
    <span ref={slot} style={{ display: 'contents' }} {...(loaded ? {} : waiting)}>
      {loaded ? (
        <loaded.DropdownMenu trigger={trigger} open={open} onOpenChange={change}>
          {children(loaded)}
        </loaded.DropdownMenu>
      ) : (
        cloneElement(trigger, { 'aria-haspopup': 'menu', 'aria-expanded': false })
      )}
    </span>
  );
}
