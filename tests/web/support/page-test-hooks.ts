// Hooks most page and component tests share: console.error muted (each test asserts the errors it
// cares about), and after each test the toasts, stubbed globals (fetch) and spies put back.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '../../../src/web/components/ui/toast.store';

export function withPageTestHooks(): void {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
