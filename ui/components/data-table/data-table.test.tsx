import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { DataTable, type DataTableColumn, type DataTableProps, type RowKey } from './data-table';

interface Order {
  id: number;
  customer: string;
}
const orders = (count: number): Order[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, customer: `Customer ${i + 1}` }));
const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order #', sortable: true, cell: (o) => o.id },
  { id: 'customer', header: 'Customer', sortable: true, cell: (o) => o.customer },
  { id: 'note', header: 'Note', cell: () => '' },
];

const renderTable = (props: Partial<DataTableProps<Order>> = {}) =>
  render(
    <DataTable
      label="Orders"
      columns={columns}
      rows={orders(3)}
      rowKey={(o) => o.id}
      rowLabel={(o) => `Order ${o.id}`}
      {...props}
    />,
  );

/** The selection with `key` added, or taken out when it was in. */
const toggled = (selected: ReadonlySet<RowKey>, key: RowKey) => {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
};

/** A table whose checkboxes and row clicks both toggle the selection, as the list pages wire it. */
function ClickToSelect({
  initial = [],
  count = 3,
  ...props
}: { initial?: RowKey[]; count?: number } & Partial<DataTableProps<Order>>) {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set(initial));
  const toggle = (key: RowKey) => setSelected((s) => toggled(s, key));
  return (
    <DataTable
      label="Orders"
      columns={columns}
      rows={orders(count)}
      rowKey={(o) => o.id}
      rowLabel={(o) => `Order ${o.id}`}
      selectable
      selectedKeys={selected}
      onRowToggle={toggle}
      onRowClick={(o) => toggle(o.id)}
      {...props}
    />
  );
}

const table = () => within(screen.getByRole('table', { name: 'Orders' }));
const bodyRows = () => table().getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('shows headers and rows, with aria-sort on sortable columns', async () => {
    const { container } = renderTable({ sort: [{ columnId: 'customer', direction: 'desc' }] });
    expect(table().getByRole('columnheader', { name: 'Order #' })).toHaveAttribute('aria-sort', 'none');
    expect(table().getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(table().getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Customer 1',
      'Customer 2',
      'Customer 3',
    ]);
    await expectNoAxeViolations(container);
  });

  it('asks to sort on a header click, additive with shift', async () => {
    const onSortToggle = vi.fn();
    renderTable({ onSortToggle, sort: [{ columnId: 'id', direction: 'asc' }] });
    await userEvent.click(table().getByRole('button', { name: 'Customer' }));
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(table().getByRole('button', { name: 'Order #' }));
    expect(onSortToggle.mock.calls).toEqual([
      ['customer', { additive: false }],
      ['id', { additive: true }],
    ]);
  });

  it('selects rows and the page through checkboxes', async () => {
    function Selectable() {
      const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set([2]));
      const rows = orders(3);
      return (
        <DataTable
          label="Orders"
          columns={columns}
          rows={rows}
          rowKey={(o) => o.id}
          rowLabel={(o) => `Order ${o.id}`}
          selectable
          selectedKeys={selected}
          onRowToggle={(key) => setSelected((s) => toggled(s, key))}
          onPageToggle={() =>
            setSelected((s) => (rows.every((r) => s.has(r.id)) ? new Set() : new Set(rows.map((r) => r.id))))
          }
        />
      );
    }
    const { container } = render(<Selectable />);
    const all = table().getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(table().getByRole('checkbox', { name: 'Select Order 2' })).toBeChecked();
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(all);
    expect(table().getByRole('checkbox', { name: 'Select Order 1' })).toBeChecked();
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(table().getByRole('checkbox', { name: 'Select Order 3' })).not.toBeChecked();
    await userEvent.click(table().getByRole('checkbox', { name: 'Select Order 3' }));
    expect(table().getByRole('checkbox', { name: 'Select Order 3' })).toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('a click is a click; a second on the same row within 250 ms opens it instead', async () => {
    let time = 1000;
    const onRowClick = vi.fn();
    const onRowOpen = vi.fn();
    renderTable({ onRowClick, onRowOpen, now: () => time, selectable: true, onRowToggle: () => {} });
    const [first, second] = bodyRows();
    await userEvent.click(within(first!).getByText('Customer 1'));
    time += 250;
    await userEvent.click(within(first!).getByText('Customer 1'));
    expect(onRowOpen).toHaveBeenCalledExactlyOnceWith({ id: 1, customer: 'Customer 1' });
    time += 100;
    await userEvent.click(within(second!).getByText('Customer 2'));
    time += 251;
    await userEvent.click(within(second!).getByText('Customer 2'));
    time += 10;
    await userEvent.click(within(first!).getByText('Customer 1'));
    expect(onRowOpen).toHaveBeenCalledOnce();
    // The opening click is not also a click: 5 clicks, one of them the second of a double click.
    expect(onRowClick).toHaveBeenCalledTimes(4);
    await userEvent.click(within(first!).getByRole('checkbox'));
    expect(onRowClick).toHaveBeenCalledTimes(4);
  });

  it('a double click selects with its first click and opens with its second, never unselecting', async () => {
    let time = 1000;
    const onRowOpen = vi.fn();
    render(<ClickToSelect initial={[3]} onRowOpen={onRowOpen} now={() => time} />);
    const selectedRows = () =>
      bodyRows()
        .filter((r) => r.getAttribute('aria-selected') === 'true')
        .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
    await userEvent.click(within(bodyRows()[0]!).getByText('Customer 1'));
    time += 120;
    await userEvent.click(within(bodyRows()[0]!).getByText('Customer 1'));
    expect(onRowOpen).toHaveBeenCalledExactlyOnceWith({ id: 1, customer: 'Customer 1' });
    expect(selectedRows()).toEqual(['Customer 1', 'Customer 3']);
    // A third click after the pair is a click of its own again.
    time += 100;
    await userEvent.click(within(bodyRows()[0]!).getByText('Customer 1'));
    expect(selectedRows()).toEqual(['Customer 3']);
    expect(onRowOpen).toHaveBeenCalledOnce();
  });

  it('without an opener, quick clicks are all clicks', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick, now: () => 1000 });
    await userEvent.click(within(bodyRows()[1]!).getByText('Customer 2'));
    await userEvent.click(within(bodyRows()[1]!).getByText('Customer 2'));
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('Enter on a focused row opens it', async () => {
    const onRowOpen = vi.fn();
    renderTable({ onRowOpen });
    bodyRows()[2]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith({ id: 3, customer: 'Customer 3' });
  });

  it('is one tab stop: arrow keys move between rows, Space selects, Enter opens, → expands', async () => {
    const onRowOpen = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <>
        <button type="button">Before</button>
        <ClickToSelect
          count={12}
          onRowOpen={onRowOpen}
          renderExpanded={(o) => <p>Latest note of {o.id}</p>}
        />
        <button type="button">After</button>
      </>,
    );
    const rowOf = (id: number) =>
      table()
        .getByRole('checkbox', { name: `Select Order ${id}` })
        .closest('tr')!;
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(table().getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveFocus();
    // The header's sort buttons, then the rows as one stop.
    await user.tab();
    await user.tab();
    expect(table().getByRole('button', { name: 'Customer' })).toHaveFocus();
    await user.tab();
    expect(rowOf(1)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(rowOf(1)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rowOf(3)).toHaveFocus();
    expect(bodyRows().filter((r) => r.tabIndex === 0)).toEqual([rowOf(3)]);
    await user.keyboard(' ');
    expect(rowOf(3)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp} ');
    expect(rowOf(2)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard(' ');
    expect(rowOf(2)).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Latest note of 2')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByText('Latest note of 2')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith({ id: 2, customer: 'Customer 2' });
    await user.keyboard('{End}');
    expect(rowOf(12)).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(rowOf(1)).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('expands a row to show its details', async () => {
    const { container } = renderTable({ renderExpanded: (o) => <p>Latest note of {o.id}</p> });
    const button = table().getByRole('button', { name: 'Details of Order 2' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Latest note of 2')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(button);
    expect(screen.queryByText('Latest note of 2')).not.toBeInTheDocument();
  });

  it('says Loading... and No items found, and keeps rows while loading', () => {
    const { rerender } = renderTable({ rows: [], loading: true });
    expect(table().getByText('Loading...')).toBeInTheDocument();
    rerender(<DataTable label="Orders" columns={columns} rows={[]} rowKey={(o) => o.id} />);
    expect(table().getByText('No items found')).toBeInTheDocument();
    rerender(<DataTable label="Orders" columns={columns} rows={orders(2)} rowKey={(o) => o.id} loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(2);
  });

  it('puts only a window of 10,000 rows in the DOM and scrolls through them', async () => {
    const { container } = renderTable({ rows: orders(10_000), maxHeight: 400 });
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    const scroller = container.firstElementChild as HTMLElement;
    scroller.scrollTop = 37 * 5000;
    scroller.dispatchEvent(new Event('scroll'));
    await screen.findByText('Customer 5001');
    expect(bodyRows().length).toBeLessThan(40);
    expect(screen.queryByText('Customer 1')).not.toBeInTheDocument();
  });
});
