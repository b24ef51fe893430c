import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findOpenDialog } from '../../../../tests/web/support/dialogs';
import { Button } from './button';
import { ConfirmDialogProvider, useConfirm, type ConfirmOptions } from './confirm-dialog-provider';

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await confirm(options)))}>Ask</Button>
      <p>answer: {answer}</p>
    </>
  );
}

function renderAsker(options: ConfirmOptions) {
  render(
    <ConfirmDialogProvider>
      <Asker options={options} />
    </ConfirmDialogProvider>,
  );
}

describe('confirmation dialog provider', () => {
  it('asks with Continue and Cancel by default and resolves true on Continue', async () => {
    const user = userEvent.setup();
    renderAsker({ title: 'End Journey', description: 'Your journey will be erased.' });

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End Journey' });
    expect(dialog).toHaveAccessibleDescription('Your journey will be erased.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('answer: true')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel and on Escape, with custom labels and the destructive look', async () => {
    const user = userEvent.setup();
    renderAsker({
      title: 'Cancel Subscription',
      confirmLabel: 'Yes, cancel',
      cancelLabel: 'Keep it',
      variant: 'destructive',
    });

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('button', { name: 'Yes, cancel' })).toHaveClass(
      'bg-destructive',
    );
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByText('answer: false')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await findOpenDialog();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('answer: false')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useConfirm())).toThrow(
      'useConfirm must be used within a ConfirmDialogProvider',
    );
  });
});
