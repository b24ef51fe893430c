import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOURNEY_STATE_KEY } from '../../../lib/journey-presence';
import { fetchSpeech } from './tts.api';

const audio = () =>
  new Response(new Uint8Array([1, 2, 3]), {
    headers: { 'Content-Type': 'audio/mpeg' },
  });

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('fetchSpeech', () => {
  const sentBody = (fetcher: ReturnType<typeof vi.fn>) =>
    JSON.parse((fetcher.mock.calls[0]?.[1] as RequestInit).body as string) as Record<
      string,
      unknown
    >;

  it('sends the journey the text belongs to, so the server can meter read aloud by it', async () => {
    const journeyId = '0b6f3c2e-8f1d-4c57-9a43-2f4d7b1e9c11';
    sessionStorage.setItem(JOURNEY_STATE_KEY, JSON.stringify({ isActive: true, journeyId }));
    const fetcher = vi.fn(async () => audio());
    vi.stubGlobal('fetch', fetcher);
    await fetchSpeech({ text: 'Once upon a time.', voice: 'fable', speed: 0.9 });
    expect(sentBody(fetcher)).toMatchObject({ text: 'Once upon a time.', journeyId });
  });

  it('sends no journeyId before the story (nothing stored yet)', async () => {
    const fetcher = vi.fn(async () => audio());
    vi.stubGlobal('fetch', fetcher);
    await fetchSpeech({ text: 'Hello.', voice: 'nova', speed: 1 });
    expect(sentBody(fetcher)).not.toHaveProperty('journeyId');
  });
});
