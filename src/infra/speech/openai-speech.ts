// OpenAI's speech API (`audio.speech.create`), used when OPENAI_API_KEY is set. Explicit timeout
// and retries; a whole-call deadline also covers reading the audio body. Errors keep the API's
// status and message (never the text).
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import {
  SpeechError,
  type SpeechAudio,
  type SpeechPort,
  type SpeechRequest,
} from '../../app/speech/speech.port';

export interface OpenAiSpeechOptions {
  apiKey: string;
  /** Default https://api.openai.com/v1 (the SDK's); a proxy or a test server otherwise. */
  baseURL?: string;
  /** The model every request uses (OPENAI_TTS_MODEL); the client's `model` field is not trusted. */
  model: string;
  /** One attempt, until the response starts. */
  timeoutMs: number;
  maxRetries: number;
}

export class OpenAiSpeech implements SpeechPort {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL ?? null,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  async synthesize(request: SpeechRequest): Promise<SpeechAudio> {
    // Attempts plus the SDK's backoff between them (at most ~8 s each), then the body.
    const deadlineMs = (this.options.timeoutMs + 8_000) * (this.options.maxRetries + 1);
    const signal = AbortSignal.timeout(deadlineMs);
    try {
      const response = await this.client.audio.speech.create(
        {
          model: this.options.model,
          voice: request.voice,
          input: request.text,
          speed: request.speed,
          response_format: 'mp3',
        },
        { signal },
      );
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new SpeechError('OpenAI speech returned no audio', 'upstream');
      const contentType = response.headers.get('content-type')?.split(';')[0]?.trim();
      return { audio, contentType: contentType?.startsWith('audio/') ? contentType : 'audio/mpeg' };
    } catch (error) {
      throw toSpeechError(error, signal);
    }
  }

  async close(): Promise<void> {}
}

function toSpeechError(error: unknown, deadline: AbortSignal): SpeechError {
  if (error instanceof SpeechError) return error;
  if (
    error instanceof APIConnectionTimeoutError ||
    deadline.aborted ||
    error instanceof APIUserAbortError
  ) {
    return new SpeechError('OpenAI speech timed out', 'timeout');
  }
  if (error instanceof APIError) {
    const body = error.error as { message?: unknown } | undefined;
    const detail = typeof body?.message === 'string' ? body.message : error.message;
    return new SpeechError(
      `OpenAI speech failed (${error.status ?? 'no response'}): ${detail.slice(0, 300)}`,
      'upstream',
      error.status,
    );
  }
  return new SpeechError(
    `OpenAI speech failed: ${error instanceof Error ? error.message : String(error)}`,
    'upstream',
  );
}
