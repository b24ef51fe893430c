import { useId } from 'react';
import { AudioLines, Check, Loader2, Play, Square } from 'lucide-react';
import { findVoice, SPEECH, VOICES, type Voice } from '../../../../domain/speech/voices';
import type { SpeechProvider } from '../api/voices.api';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { useSpeech, type SpeechControls } from '../hooks/use-speech';
import { usePreferredVoiceStore } from '../stores/preferred-voice.store';
import { useVoiceCatalogStore } from '../stores/voice-catalog.store';

/** What the voices are, by who makes them: said plainly, since it changes how they sound. */
const PROVIDER_NOTE: Record<SpeechProvider, string | null> = {
  offline:
    'These are synthetic voices, made on our server by eSpeak NG, an open-source speech synthesizer: they sound robotic, and differ in accent, pitch and pace. The text is not sent anywhere else.',
  openai: "These are OpenAI's voices: the text being read is sent to OpenAI to make the audio.",
  other: null,
};

export interface VoicePickerProps {
  /** Classes for the trigger button. */
  className?: string;
}

/**
 * The reading voice: a "Voice: Nova" button opening a dialog with the six voices (name, a sample
 * to listen to, and a description from the server, which knows whether eSpeak NG or OpenAI
 * speaks). The choice is a radio group (arrow keys move through it) and is remembered in local
 * storage as preferredVoice.
 */
export function VoicePicker({ className }: VoicePickerProps) {
  const voice = usePreferredVoiceStore((state) => state.voice);
  const chosen = usePreferredVoiceStore((state) => state.chosen);
  const setVoice = usePreferredVoiceStore((state) => state.setVoice);
  const sample = useSpeech();
  const name = findVoice(voice)?.name ?? voice;
  const groupName = useId();
  const catalog = useVoiceCatalogStore((state) => state.catalog);
  const loadCatalog = useVoiceCatalogStore((state) => state.load);
  const note = catalog ? PROVIDER_NOTE[catalog.provider] : null;
  const described = new Map(catalog?.voices.map((option) => [option.id, option.description]));

  return (
    <Dialog onOpenChange={(open) => (open ? loadCatalog() : sample.stop())}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={className}>
          <AudioLines aria-hidden="true" />
          Voice: {name}
        </Button>
      </DialogTrigger>
      {/* A column whose voice list scrolls, so Done stays on screen however short the window. */}
      <DialogContent className="flex flex-col">
        <DialogHeader>
          <DialogTitle>Reading voice</DialogTitle>
          <DialogDescription>
            Choose the voice that reads aloud to you. {note && `${note} `}Until you choose one,
            stories are read by {findVoice(SPEECH.storyVoice)?.name} and everything else by{' '}
            {findVoice(SPEECH.defaultVoice)?.name}.
          </DialogDescription>
        </DialogHeader>
        {/* The scrolling box is a div: Chrome does not clip a fieldset's own overflow. */}
        <div className="-m-1 min-h-0 overflow-y-auto p-1">
          <fieldset className="grid gap-2">
            <legend className="sr-only">Voice</legend>
            {VOICES.map((option) => (
              <VoiceOption
                key={option.id}
                voice={option}
                description={described.get(option.id) ?? ''}
                name={groupName}
                checked={chosen && option.id === voice}
                onSelect={() => setVoice(option.id)}
                sample={sample}
              />
            ))}
          </fieldset>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface VoiceOptionProps {
  voice: Voice;
  /** Empty until the server has said how its voices sound. */
  description: string;
  name: string;
  checked: boolean;
  onSelect(): void;
  sample: SpeechControls;
}

function VoiceOption({ voice, description, name, checked, onSelect, sample }: VoiceOptionProps) {
  const inputId = useId();
  const descriptionId = useId();
  const mine = sample.request?.voice === voice.id && sample.request.text === voice.sampleText;
  const status = mine ? sample.status : 'idle';
  const playing = status === 'loading' || status === 'speaking';

  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
        checked ? 'border-primary bg-primary/10' : 'border-border',
      )}
    >
      <input
        id={inputId}
        type="radio"
        name={name}
        value={voice.id}
        checked={checked}
        onChange={onSelect}
        aria-describedby={description ? descriptionId : undefined}
        className="peer sr-only"
      />
      <label htmlFor={inputId} className="flex min-w-0 flex-1 cursor-pointer flex-col gap-0.5">
        <span className="flex items-center gap-2 font-medium">
          {voice.name}
          {checked && <Check aria-hidden="true" className="size-4 text-primary" />}
        </span>
        {description && (
          <span id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </span>
        )}
      </label>
      <Button
        variant="ghost"
        size="sm"
        aria-label={playing ? `Stop the ${voice.name} sample` : `Play a sample of ${voice.name}`}
        aria-busy={status === 'loading' || undefined}
        onClick={() =>
          playing
            ? sample.stop()
            : sample.play({ text: voice.sampleText, voice: voice.id, speed: SPEECH.defaultSpeed })
        }
      >
        {status === 'loading' ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : playing ? (
          <Square aria-hidden="true" />
        ) : (
          <Play aria-hidden="true" />
        )}
        {playing ? 'Stop' : 'Sample'}
      </Button>
    </div>
  );
}
