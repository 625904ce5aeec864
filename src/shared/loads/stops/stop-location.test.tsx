import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoadStop } from '#contract/load';
import { stop } from '../testing/load-fixtures';
import { StopLocation } from './stop-location';

const at = (contact: {
  primaryContactName?: string | null;
  primaryContactPhone?: string | null;
}): LoadStop => {
  const s = stop(1);
  return { ...s, location: { ...s.location!, ...contact } };
};

const block = () => screen.getByRole('group');

describe('the stop card’s location (spec 2 §2: contact name and phone if present)', () => {
  it('shows the location’s contact name and its phone as the phone formatter writes it', () => {
    render(<StopLocation stop={at({ primaryContactName: 'Sam Dock', primaryContactPhone: '7075550100' })} />);
    expect(screen.getByRole('link', { name: 'Winery 1 (101)' })).toHaveAttribute('href', '/locations/101');
    expect(screen.getByText('Sam Dock · (707) 555-0100')).toBeInTheDocument();
  });

  it('shows whichever of the two is present, and no contact line when neither is', () => {
    const { rerender } = render(
      <StopLocation stop={at({ primaryContactName: 'Sam Dock', primaryContactPhone: null })} />,
    );
    expect(screen.getByText('Sam Dock')).toBeInTheDocument();
    rerender(<StopLocation stop={at({ primaryContactName: null, primaryContactPhone: '707-555-0100' })} />);
    expect(screen.getByText('(707) 555-0100')).toBeInTheDocument();
    rerender(<StopLocation stop={at({ primaryContactName: null, primaryContactPhone: null })} />);
    expect(block().querySelectorAll('div')).toHaveLength(2);
    expect(block()).not.toHaveTextContent('·');
  });

  it('a stop from an older server, without the contact fields, shows the address alone', () => {
    const s = stop(1);
    const { primaryContactName: _n, primaryContactPhone: _p, ...rest } = s.location!;
    render(<StopLocation stop={{ ...s, location: rest }} />);
    expect(block()).toHaveTextContent('1 Vine St');
    expect(block().querySelectorAll('div')).toHaveLength(2);
  });

  it('a stop read without its location says so (spec 2 §8) instead of an empty address', () => {
    render(<StopLocation stop={{ ...stop(1), location: null }} />);
    expect(screen.getByText('Location #101: Load Locations are not defined')).toBeInTheDocument();
  });
});
