import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Cancel Subscription"
      description="You keep access until the end of the billing period."
      onConfirm={() => {}}
      {...props}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks with Continue and Cancel by default and starts focus on Cancel', () => {
    render(<Harness />);

    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveAccessibleDescription(
      'You keep access until the end of the billing period.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} confirmLabel="Yes, cancel" variant="destructive" />);

    const confirm = screen.getByRole('button', { name: 'Yes, cancel' });
    expect(confirm).toHaveClass('bg-destructive');
    await user.click(confirm);

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels with Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);

    await user.keyboard('{Escape}');

    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
