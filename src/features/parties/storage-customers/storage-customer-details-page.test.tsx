import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { StorageCustomerDetailsPage } from './storage-customer-details-page';

describe('Storage customer page', () => {
  it('is a placeholder heading only (spec 2 §2)', () => {
    renderWithRuntime(<StorageCustomerDetailsPage params={{ id: '88' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Storage Customer #88' })).toBeInTheDocument();
  });
});
