import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  resetToasts,
  toast,
  useToastStore,
} from './toast.store';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('uses the constants of SPEC.md section 9', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows at most one toast at a time: a new toast replaces the one on screen', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Journey Ended', description: 'First' });
    });
    expect(screen.getByText('Journey Ended')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Journey emailed successfully!', description: 'Second' });
    });
    expect(screen.getByText('Journey emailed successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Journey Ended')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('closes a toast after the default 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Journey Completed' });
    });

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Journey Completed')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Journey Completed')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('removes a dismissed toast from the store after 1,000,000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Failed to send email', variant: 'destructive' }).dismiss();
    });
    expect(useToastStore.getState().toasts).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('closes with its close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Subscription Error', description: 'Please try again.' });
    });

    act(() => {
      screen.getByRole('button', { name: 'Close' }).click();
    });

    expect(screen.queryByText('Subscription Error')).not.toBeInTheDocument();
  });

  it('offers F8 to jump to the notification area', () => {
    render(<Toaster />);

    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
  });

  it('is swiped away to the right past 50 px, and stays when swiped less', () => {
    // jsdom has no pointer capture, which Radix uses while a toast is dragged.
    Element.prototype.setPointerCapture ??= () => {};
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    render(<Toaster />);
    act(() => {
      toast({ title: 'Journey emailed successfully!' });
    });
    const item = screen.getByText('Journey emailed successfully!').closest('li') as HTMLElement;
    const swipe = (distance: number) => {
      fireEvent.pointerDown(item, { clientX: 100, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 100 + distance / 2, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
    };

    act(() => swipe(TOAST_SWIPE_THRESHOLD_PX - 10));
    expect(screen.getByText('Journey emailed successfully!')).toBeInTheDocument();

    act(() => swipe(TOAST_SWIPE_THRESHOLD_PX + 10));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('sits at the top on small screens, bottom right from sm, at most 420 px wide from md', () => {
    render(<Toaster />);
    const viewport = screen
      .getByRole('region', { name: /Notifications/ })
      .querySelector('[data-slot="toast-viewport"]');
    expect(viewport).toHaveClass('fixed', 'top-0', 'sm:top-auto', 'sm:right-0', 'sm:bottom-0');
    expect(viewport).toHaveClass('md:max-w-[420px]');
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });
});
