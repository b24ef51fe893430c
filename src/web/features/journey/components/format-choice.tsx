import { BookOpen, Feather, Rabbit } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FORMAT_LABELS, STORY_FORMATS, type StoryFormat } from '../journey.constants';

const ICONS = { fable: Rabbit, story: BookOpen, poem: Feather } as const;

export interface FormatChoiceProps {
  /** The format chosen (its button stays marked); further clicks are ignored. */
  selected: StoryFormat | null;
  /** A story is being written. */
  busy: boolean;
  onSelect: (format: StoryFormat) => void;
}

/**
 * Fable, story or poem (SPEC.md section 4). Once a format is chosen or a story is being
 * generated, further clicks do nothing.
 */
export function FormatChoice({ selected, busy, onSelect }: FormatChoiceProps) {
  const locked = selected !== null || busy;
  return (
    <div role="group" aria-label="Choose a format" className="mt-4 grid gap-2 sm:grid-cols-3">
      {STORY_FORMATS.map((format) => {
        const Icon = ICONS[format];
        const { label, hint } = FORMAT_LABELS[format];
        return (
          <Button
            key={format}
            variant={selected === format ? 'default' : 'outline'}
            aria-pressed={selected === format}
            aria-disabled={locked}
            onClick={() => {
              if (!locked) onSelect(format);
            }}
            className="h-auto flex-col items-start gap-1 px-4 py-3 text-left whitespace-normal aria-disabled:cursor-default"
          >
            <span className="flex items-center gap-2 text-base font-semibold">
              <Icon aria-hidden="true" />
              {label}
            </span>
            <span className="text-xs font-normal opacity-80">{hint}</span>
          </Button>
        );
      })}
    </div>
  );
}
