import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminAnalyticsPage } from './admin-analytics.page';
import { AdminPage } from './admin.page';

function renderPage(page: React.ReactNode) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

describe('Admin Dashboard', () => {
  it('has Back to Home and Analytics Dashboard, and says its tools are not built yet', () => {
    renderPage(<AdminPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/not built yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Analytics Dashboard' })).toHaveAttribute(
      'href',
      '/admin-analytics',
    );
  });
});

describe('Analytics Dashboard', () => {
  it('links back to /admin and does not pretend to have figures', () => {
    renderPage(<AdminAnalyticsPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/not sent to the server yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
