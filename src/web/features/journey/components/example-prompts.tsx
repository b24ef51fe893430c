import { Button } from '../../../components/ui/button';

/** Gentle first lines for an empty journey; each only fills the box, to be changed at will. */
export const EXAMPLE_PROMPTS = [
  'I feel tired and a little lost after a long week.',
  "I'm anxious about a conversation I keep putting off.",
  'Quietly hopeful, like the first warm day of spring.',
  "I miss someone and I don't know what to do with it.",
] as const;

export interface ExamplePromptsProps {
  onPick: (prompt: string) => void;
}

/** A few example moods to start from, shown while the journey is still empty. */
export function ExamplePrompts({ onPick }: ExamplePromptsProps) {
  return (
    <div role="group" aria-labelledby="example-prompts-title" className="mt-4 sm:ml-10">
      <p id="example-prompts-title" className="mb-2 text-sm text-muted-foreground">
        Not sure where to begin? Start from one of these and make it your own:
      </p>
      <ul className="flex flex-wrap gap-2">
        {EXAMPLE_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-auto rounded-full px-3 py-1.5 text-left font-normal whitespace-normal"
              onClick={() => onPick(prompt)}
            >
              {prompt}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
