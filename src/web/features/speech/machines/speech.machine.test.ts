import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { resetToasts, useToastStore } from '../../../components/ui/toast.store';
import type { PlaybackRequest } from '../lib/chunked-player';
import { SpeechCache } from '../lib/speech-cache';
import {
  asAudio,
  audioBlob,
  FakeAudio,
  fakeObjectUrls,
  flush,
} from '../../../../../tests/web/support/fake-audio';
import { createPlaybackActor, type PlaybackCommand } from './playback.actor';
import { speechMachine } from './speech.machine';

const REQUEST = { text: 'Once upon a time.', voice: 'fable', speed: 0.9 } as const;

/** A stand-in for the audio: records what the machine asks of it. */
function fakePlayback() {
  const log = { inputs: [] as PlaybackRequest[], commands: [] as string[], stopped: 0 };
  const actor = fromCallback<PlaybackCommand, PlaybackRequest>(({ input, receive }) => {
    log.inputs.push(input);
    receive((command) => log.commands.push(command.type));
    return () => {
      log.stopped += 1;
    };
  });
  return { log, actor };
}

function start() {
  const playback = fakePlayback();
  const notifyError = vi.fn<() => void>();
  const actor = createActor(
    speechMachine.provide({ actors: { playback: playback.actor }, actions: { notifyError } }),
  );
  actor.start();
  return { actor, log: playback.log, notifyError };
}

const state = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

beforeEach(() => {
  resetToasts();
  FakeAudio.reset();
});
afterEach(() => {
  resetToasts();
  vi.restoreAllMocks();
});

describe('speech machine (SPEC.md section 4: idle, loading, speaking, error)', () => {
  it('goes idle → loading → speaking → idle when the text has been read', () => {
    const { actor, log } = start();
    expect(state(actor)).toBe('idle');

    actor.send({ type: 'PLAY', request: REQUEST });
    expect(state(actor)).toBe('loading');
    expect(log.inputs).toEqual([{ ...REQUEST, startChunk: 0 }]);

    actor.send({ type: 'STARTED' });
    expect(actor.getSnapshot().matches('speaking')).toBe(true);

    actor.send({ type: 'ENDED' });
    expect(state(actor)).toBe('idle');
    expect(log.stopped).toBe(1);
  });

  it('keeps the latest progress while reading and clears it when idle', () => {
    const { actor } = start();
    actor.send({ type: 'PLAY', request: REQUEST });
    actor.send({ type: 'STARTED' });
    const progress = {
      fraction: 0.4,
      chunkIndex: 0,
      chunkCount: 1,
      sentence: { start: 0, end: 5 },
    };
    actor.send({ type: 'PROGRESS', progress });
    expect(actor.getSnapshot().context.progress).toEqual(progress);
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it('stops from loading or speaking, stopping the audio', () => {
    const { actor, log } = start();
    actor.send({ type: 'PLAY', request: REQUEST });
    actor.send({ type: 'STOP' });
    expect(state(actor)).toBe('idle');
    expect(log.stopped).toBe(1);

    actor.send({ type: 'PLAY', request: REQUEST });
    actor.send({ type: 'STARTED' });
    actor.send({ type: 'STOP' });
    expect(state(actor)).toBe('idle');
    expect(log.stopped).toBe(2);
  });

  it('pauses and resumes while speaking, passing the commands to the audio', () => {
    const { actor, log } = start();
    actor.send({ type: 'PLAY', request: REQUEST });
    actor.send({ type: 'PAUSE' }); // nothing to pause while loading
    expect(state(actor)).toBe('loading');
    actor.send({ type: 'STARTED' });
    actor.send({ type: 'PAUSE' });
    expect(state(actor)).toEqual({ speaking: 'paused' });
    actor.send({ type: 'RESUME' });
    expect(state(actor)).toEqual({ speaking: 'playing' });
    expect(log.commands).toEqual(['PAUSE', 'RESUME']);
  });

  it('fails into error with the toast; Try again goes back to loading at the failed chunk', () => {
    const { actor, log, notifyError } = start();
    actor.send({ type: 'PLAY', request: REQUEST });
    actor.send({ type: 'STARTED' });
    actor.send({ type: 'FAILED', message: 'Failed to generate speech.', chunkIndex: 2 });
    expect(state(actor)).toBe('error');
    expect(notifyError).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Failed to generate speech.',
      failedChunk: 2,
    });
    expect(log.stopped).toBe(1);

    actor.send({ type: 'RETRY' });
    expect(state(actor)).toBe('loading');
    expect(log.inputs.at(-1)).toEqual({ ...REQUEST, startChunk: 2 });
  });

  it('fails while loading too, and can start over with PLAY or be dismissed with STOP', () => {
    const { actor, log } = start();
    actor.send({ type: 'PLAY', request: REQUEST });
    actor.send({ type: 'FAILED', message: 'offline', chunkIndex: 0 });
    expect(state(actor)).toBe('error');
    actor.send({ type: 'PLAY', request: { ...REQUEST, text: 'Another text.' } });
    expect(state(actor)).toBe('loading');
    expect(log.inputs.at(-1)).toEqual({ ...REQUEST, text: 'Another text.', startChunk: 0 });
    actor.send({ type: 'FAILED', message: 'offline', chunkIndex: 0 });
    actor.send({ type: 'STOP' });
    expect(state(actor)).toBe('idle');
  });

  it('shows the Audio Playback Error toast of SPEC.md section 8', () => {
    const playback = fakePlayback();
    const actor = createActor(speechMachine.provide({ actors: { playback: playback.actor } }));
    actor.start();
    actor.send({ type: 'PLAY', request: REQUEST });
    actor.send({ type: 'FAILED', message: 'boom', chunkIndex: 0 });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        title: 'Audio Playback Error',
        description: 'Unable to play audio. Please check your device volume and try again.',
        variant: 'destructive',
      }),
    ]);
  });
});

describe('speech machine with the real playback actor', () => {
  function realStart() {
    const urls = fakeObjectUrls();
    const fetchAudio = vi.fn(async () => audioBlob());
    const playback = createPlaybackActor({
      fetchAudio,
      createAudio: () => asAudio(new FakeAudio()),
      createObjectURL: urls.createObjectURL,
      revokeObjectURL: urls.revokeObjectURL,
      cache: new SpeechCache(),
    });
    const actor = createActor(
      speechMachine.provide({
        actors: { playback },
        actions: { notifyError: vi.fn<() => void>() },
      }),
    );
    actor.start();
    return { actor, urls, fetchAudio };
  }

  it('reads a text to the end', async () => {
    const { actor, urls } = realStart();
    actor.send({ type: 'PLAY', request: REQUEST });
    await flush();
    expect(actor.getSnapshot().matches('speaking')).toBe(true);
    FakeAudio.instances[0]!.advance(1, 2);
    expect(actor.getSnapshot().context.progress?.fraction).toBeCloseTo(0.5);
    FakeAudio.instances[0]!.finish();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(urls.live.size).toBe(0);
  });

  it('plays one text at a time: starting another stops the first', async () => {
    const first = realStart();
    const second = realStart();
    first.actor.send({ type: 'PLAY', request: REQUEST });
    await flush();
    expect(first.actor.getSnapshot().matches('speaking')).toBe(true);

    second.actor.send({ type: 'PLAY', request: { ...REQUEST, text: 'Me next.' } });
    await flush();
    expect(first.actor.getSnapshot().value).toBe('idle');
    expect(FakeAudio.instances[0]!.paused).toBe(true);
    expect(first.urls.live.size).toBe(0);
    expect(second.actor.getSnapshot().matches('speaking')).toBe(true);
  });

  it('stopping the machine stops the audio', async () => {
    const { actor, urls } = realStart();
    actor.send({ type: 'PLAY', request: REQUEST });
    await flush();
    actor.stop();
    expect(FakeAudio.instances[0]!.paused).toBe(true);
    expect(urls.live.size).toBe(0);
  });
});
