import { screen, waitFor } from '@testing-library/react';

/** The nearest explicit pointer-events value decides, as in a browser (jsdom does not inherit it). */
function pointerEventsOf(element: Element | null): string {
  for (let node = element; node; node = node.parentElement) {
    const value = window.getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit') return value;
  }
  return 'auto';
}

/**
 * A modal dialog that a person can click in. Radix first renders the dialog, then (in an effect)
 * disables pointer events on the page and re-renders the dialog with them enabled; clicking in
 * between hits `pointer-events: none`, so wait until the dialog itself takes clicks.
 */
export async function findOpenDialog(role: 'dialog' | 'alertdialog' = 'alertdialog') {
  const dialog = await screen.findByRole(role);
  await waitFor(() => {
    if (pointerEventsOf(dialog) === 'none') throw new Error(`the ${role} does not take clicks yet`);
  });
  return dialog;
}
