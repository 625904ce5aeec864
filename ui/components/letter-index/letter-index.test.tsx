import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { LetterIndex } from './letter-index';

describe('LetterIndex', () => {
  it('marks the chosen letter, has one tab stop, and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <LetterIndex letters={['A', 'B', 'C']} value="B" onChange={onChange} label="Customers by letter" />,
    );
    const bar = screen.getByRole('toolbar', { name: 'Customers by letter' });
    expect(screen.getByRole('button', { name: 'B' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'B' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'C' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('C');
    expect(bar).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
