// POST /api/tts (SPEC.md section 7): text, voice, model and speed in, audio bytes out. The shared
// apiRequest helper reads JSON only, so this call uses fetch directly, with the same credentials
// and JSON content type.
import { SPEECH, SPEECH_MESSAGES, type VoiceId } from '../../../../domain/speech/voices';
import { storedJourneyId } from '../../../lib/journey-presence';

export interface SpeechRequest {
  text: string;
  voice: VoiceId;
  speed: number;
}

/** A failed /api/tts call: the server's message (or the spec's default) and the HTTP status. */
export class SpeechRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SpeechRequestError';
  }
}

/** The audio for one chunk of text. Rejects with SpeechRequestError, or AbortError when aborted. */
export async function fetchSpeech(request: SpeechRequest, signal?: AbortSignal): Promise<Blob> {
  // Read aloud is metered by the journey it belongs to (the server checks it is open).
  const journeyId = storedJourneyId();
  const response = await fetch('/api/tts', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      text: request.text,
      voice: request.voice,
      model: SPEECH.defaultModel,
      speed: request.speed,
      ...(journeyId ? { journeyId } : {}),
    }),
    signal,
  });
  if (!response.ok) {
    let message: string = SPEECH_MESSAGES.serverFailure;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // Not JSON: keep the default message.
    }
    throw new SpeechRequestError(message, response.status);
  }
  const type = response.headers.get('Content-Type') ?? '';
  const blob = await response.blob();
  if (!type.startsWith('audio/') || blob.size === 0)
    throw new SpeechRequestError(SPEECH_MESSAGES.serverFailure, response.status);
  return blob;
}
