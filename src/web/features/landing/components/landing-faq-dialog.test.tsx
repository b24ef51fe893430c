import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FloatingHelpButton } from '../../../components/help/floating-help-button';

const loadDialog = () => import('./landing-faq-dialog');

function renderButton() {
  render(
    <MemoryRouter>
      <FloatingHelpButton loadDialog={loadDialog} />
    </MemoryRouter>,
  );
}

describe('landing help button', () => {
  it('opens the landing FAQ: 7 questions and a Contact Support mailto', async () => {
    const user = userEvent.setup();
    renderButton();

    const button = screen.getByRole('button', { name: 'Help and frequently asked questions' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Frequently Asked Questions' });
    expect(within(dialog).getAllByRole('group')).toHaveLength(7); // <details> elements
    expect(within(dialog).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@lanterntales\.app\?subject=/),
    );

    // Cancelling is on the account page, with access to the end of the paid period.
    await user.click(within(dialog).getByText('How do I cancel my subscription?'));
    expect(
      within(dialog).getByText(/keep unlimited journeys until the end of the period/),
    ).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
