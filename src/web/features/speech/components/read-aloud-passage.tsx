import { useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { TextRange } from '../lib/sentence-spans';
import type { ReadAloudKind } from '../lib/speech-settings';
import { ReadAloudButton } from './read-aloud-button';
import { ReadAlongText } from './read-along-text';

export interface ReadAloudPassageProps {
  text: string;
  kind: ReadAloudKind;
  className?: string;
  /** Classes for the text element. */
  textClassName?: string;
  /** The text element; default p (use div for a long story). */
  as?: 'p' | 'div';
  /** Shown above the text (e.g. the story title). */
  heading?: ReactNode;
}

/** A text with its read-aloud controls below it, highlighting the sentence being read. */
export function ReadAloudPassage({
  text,
  kind,
  className,
  textClassName,
  as = 'p',
  heading,
}: ReadAloudPassageProps) {
  const [highlight, setHighlight] = useState<TextRange | null>(null);
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {heading}
      <ReadAlongText as={as} text={text} highlight={highlight} className={textClassName} />
      <ReadAloudButton text={text} kind={kind} onHighlightChange={setHighlight} />
    </div>
  );
}
