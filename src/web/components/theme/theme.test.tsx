import fs from 'node:fs';
import path from 'node:path';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../layout/theme-toggle';
import { initialTheme, THEME_STORAGE_KEY } from './theme';
import { ThemeProvider, useTheme } from './theme-provider';

function preferDark(dark: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.classList.remove('dark');
  preferDark(false);
});

afterEach(() => {
  // jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('theme rules (SPEC.md section 4)', () => {
  it('uses the theme saved under the local storage key "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
    localStorage.setItem('theme', 'dark');
    expect(initialTheme()).toBe('dark');
    preferDark(true);
    localStorage.setItem('theme', 'light');
    expect(initialTheme()).toBe('light');
  });

  it('follows the operating system dark preference when nothing is saved', () => {
    expect(initialTheme()).toBe('light');
    preferDark(true);
    expect(initialTheme()).toBe('dark');
  });

  it('ignores a saved value that is not a theme', () => {
    localStorage.setItem('theme', 'sepia');
    preferDark(true);
    expect(initialTheme()).toBe('dark');
  });

  it('is light where the browser cannot tell (no matchMedia)', () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
    expect(initialTheme()).toBe('light');
  });
});

describe('ThemeProvider', () => {
  it('applies the initial theme as a dark class on the root element', () => {
    preferDark(true);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(root).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('toggles, saves the choice and adds or removes the dark class', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(root).not.toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('throws the spec error when useTheme is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow(
      'useTheme must be used within a ThemeProvider',
    );
  });
});

describe('public/theme-init.js (applied before the first paint)', () => {
  const script = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../public/theme-init.js'),
    'utf8',
  );
  const run = () => new Function(script)();

  it.each([
    ['dark', false, true],
    ['light', true, false],
    [null, true, true],
    [null, false, false],
  ])('saved %s, OS prefers dark %s → dark class %s', (saved, osDark, dark) => {
    if (saved) localStorage.setItem('theme', saved);
    preferDark(osDark);
    run();
    expect(root.classList.contains('dark')).toBe(dark);
  });
});
