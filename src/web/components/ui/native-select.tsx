import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The browser's own select, in the inputs' look (keyboard and screen readers work as everywhere). */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}
