import { assign, sendTo, setup, spawnChild, stopChild } from 'xstate';
import { SPEECH_MESSAGES } from '../../../../domain/speech/voices';
import { toast } from '../../../components/ui/toast.store';
import type { SpeechRequest } from '../api/tts.api';
import type { PlaybackProgress, PlaybackRequest } from '../lib/chunked-player';
import { createPlaybackActor, type PlaybackReport } from './playback.actor';

export interface SpeechContext {
  /** What is being read (kept for Try again). */
  request: PlaybackRequest | null;
  progress: PlaybackProgress | null;
  /** The last failure's detail (the user sees the spec's toast, not this). */
  error: string | null;
  /** The chunk that failed: Try again resumes there. */
  failedChunk: number;
}

export type SpeechEvent =
  | { type: 'PLAY'; request: SpeechRequest }
  | { type: 'STOP' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'RETRY' }
  | PlaybackReport;

const PLAYBACK_ID = 'playback';

/**
 * Speech playback (SPEC.md section 4): idle → loading → speaking → idle when the text has been
 * read or the user stops; any failure → error, where the button shows 'Try again' (RETRY goes back
 * to loading, resuming at the chunk that failed) and the 'Audio Playback Error' toast of section 8
 * shows. Speaking can pause and resume. The audio itself is the `playback` child actor.
 */
export const speechMachine = setup({
  types: {
    context: {} as SpeechContext,
    events: {} as SpeechEvent,
  },
  actors: {
    playback: createPlaybackActor(),
  },
  actions: {
    stopPlayback: stopChild(PLAYBACK_ID),
    notifyError: () => {
      toast({
        title: SPEECH_MESSAGES.playbackErrorTitle,
        description: SPEECH_MESSAGES.playbackErrorDescription,
        variant: 'destructive',
      });
    },
  },
}).createMachine({
  id: 'speech',
  initial: 'idle',
  context: { request: null, progress: null, error: null, failedChunk: 0 },
  states: {
    idle: {
      entry: ['stopPlayback', assign({ progress: null })],
      on: {
        PLAY: {
          target: 'loading',
          actions: assign({
            request: ({ event }) => ({ ...event.request, startChunk: 0 }),
            error: null,
            failedChunk: 0,
          }),
        },
      },
    },
    loading: {
      entry: spawnChild('playback', {
        id: PLAYBACK_ID,
        input: ({ context }) => context.request!,
      }),
      on: {
        STARTED: 'speaking',
        PROGRESS: { actions: assign({ progress: ({ event }) => event.progress }) },
        STOP: 'idle',
        ENDED: 'idle',
        FAILED: 'error',
      },
    },
    speaking: {
      initial: 'playing',
      states: {
        playing: {
          on: {
            PAUSE: {
              target: 'paused',
              actions: sendTo(PLAYBACK_ID, { type: 'PAUSE' }),
            },
          },
        },
        paused: {
          on: {
            RESUME: {
              target: 'playing',
              actions: sendTo(PLAYBACK_ID, { type: 'RESUME' }),
            },
          },
        },
      },
      on: {
        PROGRESS: { actions: assign({ progress: ({ event }) => event.progress }) },
        STOP: 'idle',
        ENDED: 'idle',
        FAILED: 'error',
      },
    },
    error: {
      entry: [
        'stopPlayback',
        assign({
          error: ({ event }) => (event.type === 'FAILED' ? event.message : null),
          failedChunk: ({ event, context }) =>
            event.type === 'FAILED' ? event.chunkIndex : context.failedChunk,
          progress: null,
        }),
        'notifyError',
      ],
      on: {
        STOP: 'idle',
        RETRY: {
          target: 'loading',
          guard: ({ context }) => context.request !== null,
          actions: assign({
            request: ({ context }) => ({ ...context.request!, startChunk: context.failedChunk }),
          }),
        },
        PLAY: {
          target: 'loading',
          actions: assign({
            request: ({ event }) => ({ ...event.request, startChunk: 0 }),
            error: null,
            failedChunk: 0,
          }),
        },
      },
    },
  },
});

export type SpeechStatus = 'idle' | 'loading' | 'speaking' | 'error';
