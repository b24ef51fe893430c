import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';
import type { TextRange } from '../lib/sentence-spans';
import { useReadAlongHighlight } from '../stores/read-along.store';

export interface ReadAlongTextProps extends Omit<ComponentProps<'p'>, 'children'> {
  text: string;
  /**
   * The sentence to mark, as offsets into `text`. Leave it out to follow whatever ReadAloudButton
   * is reading this same text; null marks nothing.
   */
  highlight?: TextRange | null;
  /** The element to render; default p. */
  as?: 'p' | 'div' | 'span';
}

/**
 * A text with the sentence being read aloud wrapped in <mark>. The mark only tints the background
 * (no padding, border or weight change), so the text never reflows as the highlight moves. Line
 * breaks are kept (poems, paragraphs).
 */
export function ReadAlongText({
  text,
  highlight,
  as: Element = 'p',
  className,
  ...props
}: ReadAlongTextProps) {
  const followed = useReadAlongHighlight(text);
  const wanted = highlight === undefined ? followed : highlight;
  const range =
    wanted && wanted.start >= 0 && wanted.end <= text.length && wanted.end > wanted.start
      ? wanted
      : null;
  return (
    <Element className={cn('whitespace-pre-line', className)} {...props}>
      {range ? (
        <>
          {text.slice(0, range.start)}
          <mark
            data-slot="read-along-mark"
            className="rounded-sm bg-primary/20 text-foreground [box-decoration-break:clone] transition-colors"
          >
            {text.slice(range.start, range.end)}
          </mark>
          {text.slice(range.end)}
        </>
      ) : (
        text
      )}
    </Element>
  );
}
