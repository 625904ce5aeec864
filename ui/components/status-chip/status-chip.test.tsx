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
