// React access to the speech machine: its status (idle, loading, speaking, error), progress and
// the commands. useReadAloud picks the voice and speed for a kind of text.
import { useCallback, useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useShallow } from 'zustand/react/shallow';
import type { SpeechRequest } from '../api/tts.api';
import type { PlaybackProgress } from '../lib/chunked-player';
import { speechSettingsFor, type ReadAloudKind } from '../lib/speech-settings';
import { speechMachine, type SpeechStatus } from '../machines/speech.machine';
import { usePreferredVoiceStore } from '../stores/preferred-voice.store';

export interface SpeechControls {
  status: SpeechStatus;
  paused: boolean;
  progress: PlaybackProgress | null;
  /** What is playing or was last played. */
  request: SpeechRequest | null;
  play(request: SpeechRequest): void;
  stop(): void;
  pause(): void;
  resume(): void;
  retry(): void;
}

export function useSpeech(): SpeechControls {
  const [snapshot, send] = useMachine(speechMachine);
  const status: SpeechStatus = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('speaking')
      ? 'speaking'
      : snapshot.matches('error')
        ? 'error'
        : 'idle';
  return {
    status,
    paused: snapshot.matches({ speaking: 'paused' }),
    progress: snapshot.context.progress,
    request: snapshot.context.request,
    play: useCallback((request: SpeechRequest) => send({ type: 'PLAY', request }), [send]),
    stop: useCallback(() => send({ type: 'STOP' }), [send]),
    pause: useCallback(() => send({ type: 'PAUSE' }), [send]),
    resume: useCallback(() => send({ type: 'RESUME' }), [send]),
    retry: useCallback(() => send({ type: 'RETRY' }), [send]),
  };
}

export interface ReadAloud extends SpeechControls {
  /** Reads `text` with the voice and speed of its kind. */
  start(): void;
}

/** Read-aloud for one text. Playback stops when the text changes. */
export function useReadAloud(text: string, kind: ReadAloudKind): ReadAloud {
  const preference = usePreferredVoiceStore(
    useShallow((state) => ({ voice: state.voice, chosen: state.chosen })),
  );
  const speech = useSpeech();
  const { voice, speed } = speechSettingsFor(kind, preference);
  const { play, stop } = speech;
  const start = useCallback(() => play({ text, voice, speed }), [play, text, voice, speed]);

  const previousText = useRef(text);
  useEffect(() => {
    if (previousText.current === text) return;
    previousText.current = text;
    stop();
  }, [text, stop]);

  return { ...speech, start };
}
