import { useEffect, useEffectEvent, useId } from 'react';
import { Loader2, Pause, Play, RotateCcw, Square, Volume2 } from 'lucide-react';
import { SPEECH, SPEECH_MESSAGES } from '../../../../domain/speech/voices';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { useReadAloud } from '../hooks/use-speech';
import type { TextRange } from '../lib/sentence-spans';
import type { ReadAloudKind } from '../lib/speech-settings';
import { publishReadAlong } from '../stores/read-along.store';
import { VoicePicker } from './voice-picker';

export interface ReadAloudButtonProps {
  /** The text to read, exactly as shown (highlight offsets refer to it). */
  text: string;
  /** message: AI chat messages (preferred voice, speed 1); story: fable at 0.9 unless the user
   * picked a voice; reflection: preferred voice at 0.95. */
  kind: ReadAloudKind;
  /** Called with the sentence being read (offsets into `text`), and null when reading stops. */
  onHighlightChange?: (range: TextRange | null) => void;
  /** Show the progress bar while reading text over 500 characters (default true). */
  showProgress?: boolean;
  /** Show the voice choice (a "Voice: Nova" button opening the VoicePicker) beside it. */
  showVoicePicker?: boolean;
  className?: string;
}

const SUBJECT: Record<ReadAloudKind, string> = {
  message: 'this message',
  story: 'the story',
  reflection: 'this reflection',
};

/**
 * Read aloud for one text: Listen → Loading → Stop (with Pause/Resume) → back to Listen, or Try
 * again after an error (SPEC.md sections 4 and 8). Text over 500 characters shows a progress bar
 * while it is read.
 */
export function ReadAloudButton({
  text,
  kind,
  onHighlightChange,
  showProgress = true,
  showVoicePicker = false,
  className,
}: ReadAloudButtonProps) {
  const owner = useId();
  const speech = useReadAloud(text, kind);
  const { status, paused, progress } = speech;
  const active = status === 'loading' || status === 'speaking';
  const long = text.length > SPEECH.chunkChars;
  const sentence = active ? (progress?.sentence ?? null) : null;
  const start = sentence?.start ?? -1;
  const end = sentence?.end ?? -1;

  const reportHighlight = useEffectEvent((range: TextRange | null) => onHighlightChange?.(range));
  useEffect(() => {
    const range = start < 0 ? null : { start, end };
    publishReadAlong(owner, text, range);
    reportHighlight(range);
  }, [owner, text, start, end]);
  useEffect(() => () => publishReadAlong(owner, '', null), [owner]);

  const main = {
    idle: {
      label: 'Listen',
      aria: `Listen to ${SUBJECT[kind]}`,
      icon: <Volume2 aria-hidden="true" />,
      onClick: speech.start,
    },
    loading: {
      label: 'Loading',
      aria: 'Loading audio',
      icon: <Loader2 aria-hidden="true" className="animate-spin" />,
      onClick: speech.stop,
    },
    speaking: {
      label: 'Stop',
      aria: 'Stop reading aloud',
      icon: <Square aria-hidden="true" />,
      onClick: speech.stop,
    },
    error: {
      label: SPEECH_MESSAGES.retryLabel,
      aria: `${SPEECH_MESSAGES.retryLabel} to read ${SUBJECT[kind]} aloud`,
      icon: <RotateCcw aria-hidden="true" />,
      onClick: speech.retry,
    },
  }[status];

  return (
    <div
      data-slot="read-aloud"
      data-status={status}
      className={cn('flex flex-wrap items-center gap-2', className)}
    >
      <Button
        variant="ghost"
        size="sm"
        aria-label={main.aria}
        aria-busy={status === 'loading' || undefined}
        onClick={main.onClick}
        className={cn(status === 'error' && 'text-destructive')}
      >
        {main.icon}
        {main.label}
      </Button>
      {status === 'speaking' && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={paused ? 'Resume reading aloud' : 'Pause reading aloud'}
          onClick={paused ? speech.resume : speech.pause}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
      )}
      {showVoicePicker && <VoicePicker />}
      {showProgress && long && active && (
        <Progress
          aria-label="Reading progress"
          value={Math.round((progress?.fraction ?? 0) * 100)}
          className="h-1.5 min-w-24 flex-1"
        />
      )}
    </div>
  );
}
