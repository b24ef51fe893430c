import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SubscribePage } from './subscribe.page';

describe('Subscription page', () => {
  it('says plainly that plans cannot be bought yet, and where the free journeys are counted', () => {
    render(
      <MemoryRouter>
        <SubscribePage />
      </MemoryRouter>,
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Upgrade to Unlimited Journeys' }),
    ).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Trailblazer plans are not on sale yet');
    expect(note).toHaveTextContent('no one can be charged');
    expect(screen.getByRole('link', { name: 'account page' })).toHaveAttribute('href', '/account');
    // Nothing to press that would pretend to start a payment.
    expect(screen.queryByRole('button')).toBeNull();
  });
});
