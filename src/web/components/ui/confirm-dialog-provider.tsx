import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

/** What to ask: the dialog's texts and look (labels default to Continue and Cancel). */
export type ConfirmOptions = Pick<
  ConfirmDialogProps,
  'title' | 'description' | 'confirmLabel' | 'cancelLabel' | 'variant'
>;

/** Opens the confirmation dialog; resolves true on confirm, false on cancel or Escape. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

// The dialog's code (Radix AlertDialog) loads the first time something asks.
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Lets any component ask a yes/no question with `await confirm({...})`; mount once at the root. */
export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  // The answer of the question on screen; null once it has been given.
  const pending = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pending.current?.(confirmed);
    pending.current = null;
  }, []);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        settle(false); // a newer question replaces an unanswered one
        pending.current = resolve;
        setOptions(next);
        setOpen(true);
      }),
    [settle],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options && (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...options}
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) settle(false);
            }}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) {
    throw new Error('useConfirm must be used within a ConfirmDialogProvider');
  }
  return confirm;
}
