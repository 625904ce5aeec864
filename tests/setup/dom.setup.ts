import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens show moments in the business's zone (decision 054), America/Los_Angeles by default: fixtures written
// as local times (new Date(2026, 10, 18, 8)) read back as written when the tests run in that zone too.
process.env.TZ = 'America/Los_Angeles';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy and waitFor give up after 1 s by default, which a loaded machine exceeds while a lazy page renders;
// they still return as soon as the condition holds, so a longer limit costs passing tests nothing.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout and pointer APIs that Radix primitives call; these stubs only need to exist.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
}

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// axe's label-in-name rule probes a canvas for icon-font ligatures. jsdom has no canvas and logs a
// "Not implemented" error; returning null keeps the log clean and axe reports that one check as incomplete.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
