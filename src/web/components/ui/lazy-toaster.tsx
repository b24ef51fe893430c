import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_HOTKEY } from './toast-constants';
import { useToastStore } from './toast.store';

// The toast area's code (Radix Toast) is not needed to show a page: it loads with the first toast,
// or when F8 asks for the notification area.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

function isHotkey(event: KeyboardEvent): boolean {
  return TOAST_HOTKEY.every((key) => event.code === key || event.key === key);
}

/** Focuses the notification area once it has loaded because F8 was pressed. */
function FocusViewport() {
  useEffect(() => {
    document.querySelector<HTMLElement>('[data-slot="toast-viewport"]')?.focus();
  }, []);
  return null;
}

/** Mounts the Toaster on demand; mount this once near the root instead of the Toaster itself. */
export function LazyToaster() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [hotkeyPressed, setHotkeyPressed] = useState(false);

  useEffect(() => {
    if (hasToasts || hotkeyPressed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isHotkey(event)) setHotkeyPressed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasToasts, hotkeyPressed]);

  if (!hasToasts && !hotkeyPressed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      {hotkeyPressed && <FocusViewport />}
    </Suspense>
  );
}
