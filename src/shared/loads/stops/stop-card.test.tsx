import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoadStop } from '#contract/load';
import { stop } from '../testing/load-fixtures';
import { StopCard } from './stop-card';

const card = (over: Partial<LoadStop>) => {
  render(
    <ul>
      <StopCard
        stop={stop(1, over)}
        number={1}
        total={1}
        check={{ enabled: true, reason: null }}
        mayCheck={false}
        onCheck={vi.fn()}
        onOpen={vi.fn()}
        reorder={null}
      />
    </ul>,
  );
  return within(screen.getByRole('listitem', { name: 'Stop 1' }));
};

describe('a stop card shows what the stop modal holds, without opening it (issue #25)', () => {
  it('the issue with its description, and the appointment with whom it is scheduled', () => {
    const c = card({
      stopHasIssue: true,
      issueDescription: 'Dock closed until 2 pm',
      hasAppointment: true,
      scheduledWithDescription: 'Maria at receiving',
      carrierMakesAppointment: true,
    });
    expect(c.getByText('Issue with stop: Dock closed until 2 pm')).toBeInTheDocument();
    expect(
      c.getByText('Appointment scheduled with Maria at receiving · Carrier makes the appointment'),
    ).toBeInTheDocument();
  });

  it('an issue without words and an appointment without a name still show; none shows nothing', () => {
    const c = card({ stopHasIssue: true, hasAppointment: true });
    expect(c.getByText('Issue with stop')).toBeInTheDocument();
    expect(c.getByText('Appointment')).toBeInTheDocument();
  });

  it('a stop with neither says neither', () => {
    const c = card({});
    expect(c.queryByText(/Issue with stop/)).toBeNull();
    expect(c.queryByText(/Appointment/i)).toBeNull();
    expect(c.getByText('No delivery window')).toBeInTheDocument();
  });
});
