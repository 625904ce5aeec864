import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { FilterChip } from './filter-chip';

describe('FilterChip', () => {
  it('shows the filter and removes it by a button named after it', async () => {
    const onRemove = vi.fn();
    const { container } = render(<FilterChip label="Status: Booked" onRemove={onRemove} />);
    expect(screen.getByText('Status: Booked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Status: Booked' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
