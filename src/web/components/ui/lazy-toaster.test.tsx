import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { resetToasts, toast } from './toast.store';

afterEach(() => {
  act(() => resetToasts());
});

describe('LazyToaster', () => {
  it('loads nothing until the first toast, then shows it with a close button', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Journey Ended', description: 'Your journey has been ended.' });
    });

    expect(await screen.findByText('Journey Ended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
  });

  it('loads the notification area on F8 and focuses it', async () => {
    render(<LazyToaster />);

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });

    const region = await screen.findByRole('region', { name: /Notifications \(F8\)/ });
    await vi.waitFor(() =>
      expect(region.querySelector('[data-slot="toast-viewport"]')).toHaveFocus(),
    );
  });
});
