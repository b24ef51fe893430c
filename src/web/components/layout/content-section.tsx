import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface ContentSectionProps {
  /** Unique on the page: the section is labelled by its heading. */
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled section of a content page, with readable line length and paragraph rhythm. */
export function ContentSection({ id, title, children, className }: ContentSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className={cn('flex scroll-mt-24 flex-col gap-4', className)}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      <div className="flex max-w-prose flex-col gap-4 leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2">
        {children}
      </div>
    </section>
  );
}
