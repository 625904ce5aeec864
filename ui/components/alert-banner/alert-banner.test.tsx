import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { alertTones } from '#ui/theme/tokens';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { AlertBanner } from './alert-banner';

test('errors and warnings are alerts; the other types are status messages', async () => {
  const { container } = render(
    <div>
      {alertTones.map((type) => (
        <AlertBanner key={type} type={type} open>
          {`${type} message`}
        </AlertBanner>
      ))}
    </div>,
  );
  expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
    'warning message',
    'error message',
  ]);
  expect(screen.getAllByRole('status')).toHaveLength(3);
  await expectNoAxeViolations(container);
});

test('renders nothing when closed', () => {
  render(
    <AlertBanner type="error" open={false}>
      Hidden
    </AlertBanner>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a dismiss button appears only with onDismiss, and shows progress when given', async () => {
  const onDismiss = vi.fn();
  const { container, rerender } = render(
    <AlertBanner type="error" open onDismiss={onDismiss} progress={40}>
      Your session has expired. Please login again.
    </AlertBanner>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please login again.');
  expect(screen.getByRole('alert')).toHaveStyle({ marginBottom: '32px' });
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(onDismiss).toHaveBeenCalledOnce();
  await expectNoAxeViolations(container);

  rerender(
    <AlertBanner type="info" open>
      Saved
    </AlertBanner>,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
