import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { LoadStatus, loadStatusLabel, loadStatusName, loadStatusOptions } from '#contract/load-status';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { loadStatusColumn } from '../business-lists/list-columns';
import { LoadStatusChip, loadStatusIcons } from './load-status-chip';

const iconMarkup = (code: number) => {
  const Icon = loadStatusIcons[loadStatusName(code)!];
  return renderToStaticMarkup(<Icon />);
};

test('each load status chip shows its own icon, hidden from assistive technology, before its label (spec 2 §4)', async () => {
  const { container } = render(
    <ul>
      {loadStatusOptions.map((o) => (
        <li key={o.value} data-testid={`status-${o.value}`}>
          <LoadStatusChip statusId={o.value} />
        </li>
      ))}
    </ul>,
  );
  const seen = new Set<string>();
  for (const { value, label } of loadStatusOptions) {
    const item = screen.getByTestId(`status-${value}`);
    const icons = item.querySelectorAll('svg');
    expect(icons).toHaveLength(1);
    expect(icons[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(icons[0]!.outerHTML).toBe(iconMarkup(value));
    expect(item).toHaveTextContent(new RegExp(`^${label}$`));
    seen.add(icons[0]!.outerHTML);
  }
  expect(seen.size).toBe(loadStatusOptions.length);
  expect(within(screen.getByTestId(`status-${LoadStatus.InTransit}`)).getByText('In Transit')).toBeVisible();
  await expectNoAxeViolations(container);
});

test('an unknown load status reads Unknown, with no icon', () => {
  render(<LoadStatusChip statusId={999} />);
  expect(screen.getByText(loadStatusLabel(999))).toBeInTheDocument();
  expect(document.querySelector('svg')).toBeNull();
});

test("the loads lists' Status column shows the chip with its icon; the CSV stays the name", () => {
  const column = loadStatusColumn<{ refLoadStatusId: number }>();
  const row = { refLoadStatusId: LoadStatus.Hold };
  render(<div data-testid="cell">{column.cell?.(row)}</div>);
  const cell = screen.getByTestId('cell');
  expect(cell).toHaveTextContent(/^Hold$/);
  expect(cell.querySelector('svg')?.outerHTML).toBe(iconMarkup(LoadStatus.Hold));
  expect(column.csv?.(row)).toBe('Hold');
});
