import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FloatingHelpButton } from '../../../components/help/floating-help-button';

const loadDialog = () => import('./campaign-faq-dialog');

function renderButton(label: string) {
  render(
    <MemoryRouter>
      <FloatingHelpButton loadDialog={loadDialog} label={label} />
    </MemoryRouter>,
  );
}

describe('Teach The Kid To Read help button', () => {
  it('opens the campaign FAQ: 5 questions and a prefilled contact email', async () => {
    const user = userEvent.setup();
    renderButton('Questions about Teach The Kid To Read');

    await user.click(screen.getByRole('button', { name: 'Questions about Teach The Kid To Read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Questions About the Campaign' });
    expect(within(dialog).getAllByRole('group')).toHaveLength(5);
    const contact = within(dialog).getByRole('link', { name: 'Contact the Campaign Team' });
    const href = contact.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:hello@teachthekidtoread\.org\?subject=.+&body=.+/);
    expect(decodeURIComponent(href)).toContain('I would like to support the campaign');
  });
});
