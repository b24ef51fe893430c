// Component-test plumbing: /api/tts answered by a mock fetch, FakeAudio for Audio, fake object URLs.
import { vi } from 'vitest';
import { jsonResponse, mockFetch, sentBodies } from '../../../test/mock-fetch';
import { reloadPreferredVoice } from '../stores/preferred-voice.store';
import { speechCache } from '../lib/speech-cache';
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

/** Installs the fakes; `failures` answers that many /api/tts calls with the server's 500. */
export function installSpeechBrowser(options: { failures?: number } = {}) {
  let failures = options.failures ?? 0;
  FakeAudio.reset();
  speechCache.clear();
  localStorage.clear();
  reloadPreferredVoice();
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
}
