// Component-test plumbing: /api/tts and /api/tts/voices answered by a mock fetch, FakeAudio for
// Audio, fake object URLs.
import { vi } from 'vitest';
import { VOICES, type Voice } from '../../../src/domain/speech/voices';
import { jsonResponse, mockFetch, sentBodies } from './mock-fetch';
import { resetVoiceCatalog } from '../../../src/web/features/speech/stores/voice-catalog.store';
import { reloadPreferredVoice } from '../../../src/web/features/speech/stores/preferred-voice.store';
import { speechCache } from '../../../src/web/features/speech/lib/speech-cache';
import { FakeAudio, fakeObjectUrls } from './fake-audio';

export interface TtsBody {
  text: string;
  voice: string;
  model: string;
  speed: number;
}

export function audioResponse(bytes = 2048): Response {
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'audio/mpeg' } });
}

/** How the fake server describes a voice: `Offline <name>.` for the offline voice. */
export function fakeVoiceDescription(voice: Voice, provider: string): string {
  return provider === 'offline' ? `Offline ${voice.name}.` : voice.description;
}

export interface SpeechBrowserOptions {
  /** Answers that many /api/tts calls with the server's 500. */
  failures?: number;
  /** The provider /api/tts/voices names (default offline); null answers it with a 500. */
  provider?: string | null;
}

/** Installs the fakes. */
export function installSpeechBrowser(options: SpeechBrowserOptions = {}) {
  let failures = options.failures ?? 0;
  const provider = options.provider === undefined ? 'offline' : options.provider;
  FakeAudio.reset();
  speechCache.clear();
  localStorage.clear();
  reloadPreferredVoice();
  resetVoiceCatalog();
  const urls = fakeObjectUrls();
  vi.stubGlobal('Audio', FakeAudio);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(urls.createObjectURL);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(urls.revokeObjectURL);
  const fetchMock = mockFetch({
    'POST /api/tts': () => {
      if (failures > 0) {
        failures -= 1;
        return jsonResponse({ success: false, message: 'Failed to generate speech.' }, 500);
      }
      return audioResponse();
    },
    'GET /api/tts/voices': () =>
      provider === null
        ? jsonResponse({ success: false, message: 'Internal Server Error' }, 500)
        : jsonResponse({
            success: true,
            provider,
            voices: VOICES.map((voice) => ({
              ...voice,
              description: fakeVoiceDescription(voice, provider),
            })),
          }),
  });
  return {
    urls,
    fetchMock,
    bodies: () => sentBodies(fetchMock, 'POST /api/tts') as TtsBody[],
    audio: (index: number) => FakeAudio.instances[index]!,
  };
}

export function uninstallSpeechBrowser(): void {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  speechCache.clear();
  localStorage.clear();
  reloadPreferredVoice();
  resetVoiceCatalog();
}
