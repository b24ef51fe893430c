// The speech machine's playback actor: a ChunkedPlayer wrapped as an XState callback actor. It
// reports STARTED, PROGRESS, ENDED and FAILED to the machine, takes PAUSE and RESUME, and stops the
// player (audio, fetches, object URLs) when the machine stops it.
import { fromCallback } from 'xstate';
import {
  browserPlayerDeps,
  ChunkedPlayer,
  type PlaybackProgress,
  type PlaybackRequest,
  type PlayerDeps,
} from '../lib/chunked-player';
import { claimSpeaker } from '../lib/speaker-lock';

export type PlaybackReport =
  | { type: 'STARTED' }
  | { type: 'PROGRESS'; progress: PlaybackProgress }
  | { type: 'ENDED' }
  | { type: 'FAILED'; message: string; chunkIndex: number }
  /** Another playback took the speaker. */
  | { type: 'STOP' };

export type PlaybackCommand = { type: 'PAUSE' } | { type: 'RESUME' };

export function createPlaybackActor(deps: PlayerDeps = browserPlayerDeps) {
  return fromCallback<PlaybackCommand, PlaybackRequest>(({ input, sendBack, receive }) => {
    let release = () => {};
    const player = new ChunkedPlayer(
      input,
      {
        onStart: () => sendBack({ type: 'STARTED' } satisfies PlaybackReport),
        onProgress: (progress) => sendBack({ type: 'PROGRESS', progress } satisfies PlaybackReport),
        onEnded: () => {
          release();
          sendBack({ type: 'ENDED' } satisfies PlaybackReport);
        },
        onError: (error, chunkIndex) => {
          release();
          const message = error instanceof Error ? error.message : String(error);
          sendBack({ type: 'FAILED', message, chunkIndex } satisfies PlaybackReport);
        },
      },
      deps,
    );
    release = claimSpeaker(() => sendBack({ type: 'STOP' } satisfies PlaybackReport));
    receive((command) => {
      if (command.type === 'PAUSE') player.pause();
      else player.resume();
    });
    player.start();
    return () => {
      release();
      player.stop();
    };
  });
}
