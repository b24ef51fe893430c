// GET /api/tts/voices: which provider speaks (offline: eSpeak NG on our server; openai: OpenAI's
// speech API) and the six voices as it describes them. Only voices the client knows are kept,
// in the spec's order; an answer of another shape counts as a failure.
import { VOICES, type Voice } from '../../../../domain/speech/voices';
import { apiRequest } from '../../../lib/api-client';

export type SpeechProvider = 'offline' | 'openai' | 'other';

export interface VoiceCatalog {
  provider: SpeechProvider;
  voices: Voice[];
}

interface VoicesAnswer {
  provider?: unknown;
  voices?: unknown;
}

export async function fetchVoiceCatalog(signal?: AbortSignal): Promise<VoiceCatalog> {
  const answer = await apiRequest<VoicesAnswer | null>('/api/tts/voices', { signal });
  if (!answer || !Array.isArray(answer.voices)) throw new Error('Unexpected voices answer');
  const described = new Map<string, string>();
  for (const item of answer.voices as { id?: unknown; description?: unknown }[]) {
    if (typeof item?.id === 'string' && typeof item.description === 'string')
      described.set(item.id, item.description);
  }
  const provider =
    answer.provider === 'offline' || answer.provider === 'openai' ? answer.provider : 'other';
  return {
    provider,
    voices: VOICES.map((voice) => ({ ...voice, description: described.get(voice.id) ?? '' })),
  };
}
