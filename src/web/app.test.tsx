import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routerReady, type AppRouter } from './app';

afterEach(() => {
  vi.useRealTimers();
});

describe('routerReady', () => {
  it('waits until the first page’s lazily loaded code has arrived', async () => {
    let arrive: (() => void) | undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter([
      { path: '/', lazy: async () => (await code, { Component: () => null }) },
    ]) as unknown as AppRouter;
    let ready = false;
    void routerReady(router).then(() => (ready = true));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    arrive?.();
    await vi.waitFor(() => expect(ready).toBe(true));
    expect(router.state.initialized).toBe(true);
  });

  it('gives up waiting after the time limit, so the layout can show its loading state', async () => {
    vi.useFakeTimers();
    const router = createMemoryRouter([
      { path: '/', lazy: () => new Promise(() => {}) },
    ]) as unknown as AppRouter;
    let ready = false;
    void routerReady(router, 4000).then(() => (ready = true));

    await vi.advanceTimersByTimeAsync(3999);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });
});
