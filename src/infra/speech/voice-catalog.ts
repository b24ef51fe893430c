// What GET /api/tts/voices tells the client: which speech provider answers (so the voice picker can
// say what the voices are) and the six voices, described as that provider speaks them. The names
// and sample texts are the spec's; the offline voice's descriptions say what eSpeak NG does with
// each id, since it does not sound like the OpenAI voice of the same name.
import { VOICES, type Voice } from '../../domain/speech/voices';
import { ESPEAK_VOICES } from './offline/espeak-voices';

export interface VoiceCatalog {
  /** The adapter's name: "offline" (eSpeak NG on this server) or "openai". */
  provider: string;
  voices: Voice[];
}

export function voiceCatalog(provider: string): VoiceCatalog {
  if (provider !== 'offline') return { provider, voices: [...VOICES] };
  return {
    provider,
    voices: VOICES.map((voice) => ({ ...voice, description: ESPEAK_VOICES[voice.id].description })),
  };
}
