import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';
import { cn } from './cn';

describe('mergeClasses', () => {
  it.each([
    ['px-4 py-2 px-10', 'py-2 px-10'],
    ['p-2 px-4', 'p-2 px-4'],
    ['px-4 p-2', 'p-2'],
    ['h-10 px-4 py-2 h-9 px-3', 'py-2 h-9 px-3'],
    ['text-sm text-lg', 'text-lg'],
    ['text-sm text-primary', 'text-sm text-primary'],
    ['text-muted-foreground text-destructive/90', 'text-destructive/90'],
    ['text-center text-left text-sm', 'text-left text-sm'],
    ['font-medium font-serif font-semibold', 'font-serif font-semibold'],
    ['sm:max-w-lg sm:max-w-2xl max-w-md', 'sm:max-w-2xl max-w-md'],
    [
      'hover:bg-primary/90 focus:hover:bg-accent hover:focus:bg-muted',
      'hover:bg-primary/90 hover:focus:bg-muted',
    ],
    ['justify-center w-full justify-start', 'w-full justify-start'],
    ['inline-flex flex hidden', 'hidden'],
    ['flex flex-col flex-row flex-1', 'flex flex-row flex-1'],
    ['shrink-0 flex-1', 'flex-1'],
    ['size-8 w-4', 'size-8 w-4'],
    ['w-4 h-4 size-8', 'size-8'],
    ['border border-input border-2 border-primary', 'border-2 border-primary'],
    ['border-t border-b-2 border', 'border'],
    [
      'ring-[3px] ring-ring/50 focus-visible:ring-4',
      'ring-[3px] ring-ring/50 focus-visible:ring-4',
    ],
    [
      'focus-visible:ring-ring/50 focus-visible:ring-destructive/40',
      'focus-visible:ring-destructive/40',
    ],
    ['shadow-sm shadow-lg shadow-primary/20', 'shadow-lg shadow-primary/20'],
    ['rounded-md rounded-t-lg rounded-xl', 'rounded-xl'],
    ['rounded-xl rounded-t-none', 'rounded-xl rounded-t-none'],
    ['outline-none outline-ring/50', 'outline-none outline-ring/50'],
    ['bg-card bg-background bg-linear-to-r', 'bg-background bg-linear-to-r'],
    ['leading-tight text-xl', 'text-xl'],
    ['-translate-x-1/2 translate-x-0', 'translate-x-0'],
    ['[&>svg]:size-4 [&>svg]:size-5', '[&>svg]:size-5'],
    ['data-[state=open]:bg-accent data-[state=open]:bg-muted', 'data-[state=open]:bg-muted'],
    ['[grid-area:1/1] [grid-area:2/1] [color:red]', '[grid-area:2/1] [color:red]'],
    ['p-4! p-2', 'p-4! p-2'],
    ['animate-spin animate-pop', 'animate-pop'],
    ['field-sizing-content custom-class custom-class', 'field-sizing-content custom-class'],
    ['gap-2 gap-x-4 gap-6', 'gap-6'],
    ['overflow-y-auto overflow-hidden', 'overflow-hidden'],
    ['top-0 inset-0', 'inset-0'],
  ])('%s → %s', (input, expected) => {
    expect(mergeClasses(input)).toBe(expected);
  });

  it('cn joins conditional classes before merging', () => {
    const hidden = false as boolean;
    expect(cn('px-4', hidden && 'hidden', { 'px-8': true }, ['text-sm', null])).toBe(
      'px-8 text-sm',
    );
  });

  /**
   * The classes our components are written with, merged in every pair, agree with tailwind-merge.
   * Two deliberate differences: custom animations (animate-pop vs animate-spin) conflict here as
   * they do in CSS, and bg-gradient-* is a background image, not a colour (Tailwind 4).
   */
  it('agrees with tailwind-merge on every pair of classes used in src/web', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx$/.test(file) && !file.includes('.test.')) files.push(file);
      }
    };
    walk(root);
    const classes = new Set<string>();
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/className=\{?["'`]([^"'`]+)["'`]/g)) {
        for (const token of (match[1] ?? '').split(/\s+/)) if (token) classes.add(token);
      }
      for (const match of source.matchAll(/cn\(\s*["'`]([^"'`]+)["'`]/g)) {
        for (const token of (match[1] ?? '').split(/\s+/)) if (token) classes.add(token);
      }
    }
    const pool = [...classes].filter((token) => !/animate-|bg-gradient/.test(token));
    expect(pool.length).toBeGreaterThan(200);

    const mismatches: string[] = [];
    for (const first of pool) {
      for (const second of pool) {
        if (first === second) continue; // tailwind-merge keeps some repeated classes, we drop them
        const input = `${first} ${second}`;
        if (mergeClasses(input) !== twMerge(input)) mismatches.push(input);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
