import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TabStrip } from './tab-strip';
import * as s from './tabs.css';

// jsdom has no layout: a 390 px strip of eight 100 px tabs (800 px), each tab's place from its index.
const tabWidth = 100;
const stripWidth = 390;
const scrolled = new WeakMap<Element, number>();
const left = (el: Element) => scrolled.get(el) ?? 0;

beforeEach(() => {
  const isList = (el: Element) => el.tagName === 'UL';
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isList(this) ? 8 * tabWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isList(this) ? stripWidth : 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return left(this);
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (this: Element, v: number) {
    scrolled.set(this, Math.max(0, Math.min(v, 8 * tabWidth - stripWidth)));
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const list = this.closest('ul');
    const index = this.tagName === 'A' ? Number(this.getAttribute('data-index')) : null;
    const x = index === null ? 0 : index * tabWidth - left(list!);
    const width = index === null ? stripWidth : tabWidth;
    return { x, left: x, right: x + width, width, top: 0, bottom: 40, height: 40, y: 0 } as DOMRect;
  });
});
afterEach(() => vi.restoreAllMocks());

const names = ['Order', 'Loads', 'Journey', 'Notes', 'Files', 'Changelog', 'Invoices', 'Claims'];

function Strip({ active }: { active: string }) {
  return (
    <nav aria-label="Order">
      <TabStrip active={active}>
        <ul className={s.list}>
          {names.map((name, i) => (
            <li key={name}>
              <a href={`#${name}`} data-index={i} aria-current={name === active ? 'page' : undefined}>
                {name}
              </a>
            </li>
          ))}
        </ul>
      </TabStrip>
    </nav>
  );
}

const strip = () => screen.getByRole('list').parentElement!;

test('shades the end while more tabs are off-screen there, and the start once scrolled (issue #25)', () => {
  render(<Strip active="Order" />);
  expect(strip()).toHaveAttribute('data-more-end');
  expect(strip()).not.toHaveAttribute('data-more-start');
  const list = screen.getByRole('list');
  list.scrollLeft = 200;
  fireEvent.scroll(list);
  expect(strip()).toHaveAttribute('data-more-start');
  expect(strip()).toHaveAttribute('data-more-end');
  list.scrollLeft = 410;
  fireEvent.scroll(list);
  expect(strip()).toHaveAttribute('data-more-start');
  expect(strip()).not.toHaveAttribute('data-more-end');
});

test('scrolls the active tab into view, without moving the page', () => {
  const { rerender } = render(<Strip active="Changelog" />);
  const list = screen.getByRole('list');
  const tab = screen.getByRole('link', { name: 'Changelog' }).getBoundingClientRect();
  expect(tab.left).toBeGreaterThanOrEqual(0);
  expect(tab.right).toBeLessThanOrEqual(stripWidth);
  expect(strip()).toHaveAttribute('data-more-start');
  rerender(<Strip active="Order" />);
  expect(list.scrollLeft).toBe(0);
  expect(strip()).not.toHaveAttribute('data-more-start');
});
