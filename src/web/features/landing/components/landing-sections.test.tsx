import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { PricingSection } from './landing-sections';

describe('the landing page pricing (issue 34)', () => {
  it('offers Trailblazer as available now, never "coming soon" above a working plan', () => {
    renderWithRouter(<PricingSection />);
    const section = screen.getByRole('region', { name: 'Simple, Honest Pricing' });
    expect(section.textContent?.toLowerCase()).not.toContain('coming soon');
    expect(
      screen.getByText(
        'Three journeys every month are free, always. For unlimited journeys, become a Trailblazer today: $10 a month or $99 a year, cancel anytime.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Trailblazer' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });
});
