// The speech port: turns text into audio. Adapters: the offline voice (eSpeak NG in worker threads,
// the default) and OpenAI's speech API (when OPENAI_API_KEY is set). Text is journey content: an
// adapter never logs it.
import type { VoiceId } from '../../domain/speech/voices';

export interface SpeechRequest {
  text: string;
  voice: VoiceId;
  /** 0.25-4; 1 is normal speed. */
  speed: number;
  /** The speech model; an adapter may ignore it (the offline voice has one model). */
  model: string;
}

export interface SpeechAudio {
  audio: Buffer;
  /** e.g. audio/mpeg */
  contentType: string;
}

export interface SpeechPort {
  /** Which adapter answers (for logs and the health of the feature), e.g. "offline" or "openai". */
  readonly name: string;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
  /** Releases workers or connections. Safe to call more than once. */
  close(): Promise<void>;
}

/** A synthesis that failed; `message` is safe to log (never contains the text). */
export class SpeechError extends Error {
  override readonly name = 'SpeechError';
  constructor(
    message: string,
    readonly reason: 'timeout' | 'upstream' | 'busy' | 'closed' | 'internal' = 'internal',
    readonly status?: number,
  ) {
    super(message);
  }
}
