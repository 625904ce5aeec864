import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Logo } from './logo';

test.each(['horizontal', 'stacked', 'mark'] as const)(
  '%s logo is one image named after the company',
  async (variant) => {
    const { container } = render(<Logo variant={variant} height={32} />);
    const logo = screen.getByRole('img', { name: 'Northwest Distribution Services' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo).toHaveStyle({ height: '32px' });
    expect(container.querySelector('img, image')).toBeNull();
    await expectNoAxeViolations(container);
  },
);
