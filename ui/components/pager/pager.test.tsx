import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { pageNumbers, Pager, type PagerProps } from './pager';

const sizes = [10, 25, 50, 100, -1];
const renderPager = (props: Partial<PagerProps> = {}) => {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  const view = render(
    <Pager
      pageNumber={1}
      pageSize={10}
      totalItems={95}
      pageSizes={sizes}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      {...props}
    />,
  );
  const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
  return { ...view, nav, onPageChange, onPageSizeChange };
};

describe('Pager', () => {
  it('shows x–y of N, up to five pages, and the sizes with All', async () => {
    const { container, nav } = renderPager({ pageNumber: 6 });
    expect(nav.getByText('51–60 of 95')).toBeInTheDocument();
    const pages = nav.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(pages).toEqual(['4', '5', '6', '7', '8']);
    expect(nav.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    const select = nav.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100', 'All']);
    await expectNoAxeViolations(container);
  });

  it('moves by page number, first, previous, next and last', async () => {
    const { nav, onPageChange } = renderPager({ pageNumber: 3 });
    await userEvent.click(nav.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(nav.getByRole('button', { name: 'First page' }));
    await userEvent.click(nav.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(nav.getByRole('button', { name: 'Next page' }));
    await userEvent.click(nav.getByRole('button', { name: 'Last page' }));
    await userEvent.click(nav.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls.map(([p]) => p)).toEqual([5, 1, 2, 4, 10]);
  });

  it('disables the ends at the ends', () => {
    const { nav } = renderPager({ pageNumber: 10 });
    expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'First page' })).toBeEnabled();
    expect(nav.getByText('91–95 of 95')).toBeInTheDocument();
  });

  it('All is one page of every row; an empty list says 0–0 of 0', async () => {
    const { nav, onPageSizeChange, rerender } = renderPager({ pageSize: -1 });
    expect(nav.getByText('1–95 of 95')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.selectOptions(nav.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    rerender(
      <Pager
        pageNumber={1}
        pageSize={10}
        totalItems={0}
        pageSizes={sizes}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
    );
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Page / })).not.toBeInTheDocument();
  });

  it('windows pages like the contract’s pager', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});
