import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { statusTones } from '#ui/theme/tokens';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { StatusChip } from './status-chip';

test('shows every status tone with its label, filled and outlined', async () => {
  const { container } = render(
    <div>
      {statusTones.map((tone) => (
        <StatusChip key={tone} tone={tone} label={`Status ${tone}`} />
      ))}
      <StatusChip tone="moving" label="In Transit" outlined />
    </div>,
  );
  for (const tone of statusTones) expect(screen.getByText(`Status ${tone}`)).toBeInTheDocument();
  expect(screen.getByText('In Transit')).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

test('an icon takes the place of the dot and stays decorative: the label alone names the chip', () => {
  render(<StatusChip tone="moving" label="In Transit" icon={<svg data-testid="icon" />} />);
  const icon = screen.getByTestId('icon');
  expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
  const chip = screen.getByText('In Transit').parentElement!;
  expect(chip).toContainElement(icon);
  expect(chip).toHaveTextContent(/^In Transit$/);
  expect(chip.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
});
