// The speech module's settings: which voice reads aloud, and how much one person may ask of it.
import { z } from 'zod';
import { positiveInt } from '../config/platform-settings';

export const speechSettings = z.object({
  OPENAI_TTS_MODEL: z.string().min(1).default('tts-1'),
  SPEECH_PROVIDER: z.enum(['auto', 'offline', 'openai']).default('auto'),
  SPEECH_RATE_PER_MINUTE: positiveInt.default(60),
  SPEECH_CONCURRENT_PER_USER: positiveInt.default(3),
  SPEECH_WORKERS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 8')
    .max(8, 'must be 1 to 8')
    .optional(),
});

export type SpeechSettings = z.infer<typeof speechSettings>;
