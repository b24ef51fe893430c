import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../../tests/web/support/render-route';

describe('not-found page', () => {
  it.each(['/no-such-page', '/journey/extra', '/reset-password', '/admin/users'])(
    'answers %s with the exact texts of SPEC.md section 2',
    async (path) => {
      renderRoute(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    },
  );
});
