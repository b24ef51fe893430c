// POST /api/tts body. Text over the limit answers 413; everything else that is wrong, 400.
import type { Context } from 'koa';
import { z } from 'zod';
import type { SpeechRequest } from '../../app/speech/speech.port';
import { failWith } from '../../app/shared/error-table';
import { speechErrors } from '../../app/speech/speech.errors';
import { SPEECH, SPEECH_MESSAGES, VOICE_IDS } from '../../domain/speech/voices';
import { parseBody } from '../http/validate';

export const ttsBody = z.object({
  text: z
    .string({ message: SPEECH_MESSAGES.emptyText })
    .refine((text) => text.trim().length > 0, SPEECH_MESSAGES.emptyText),
  voice: z.enum(VOICE_IDS, { message: SPEECH_MESSAGES.unknownVoice }).default(SPEECH.defaultVoice),
  /** Accepted for the client's sake; the server speaks with its configured model. */
  model: z.string({ message: 'Model must be text.' }).max(64, 'Model is too long.').optional(),
  /** The journey this text belongs to (an extension of SPEC.md's body): read aloud is metered by it. */
  journeyId: z.uuid('journeyId must be a UUID.').optional(),
  speed: z
    .number({ message: SPEECH_MESSAGES.badSpeed })
    .min(SPEECH.minSpeed, SPEECH_MESSAGES.badSpeed)
    .max(SPEECH.maxSpeed, SPEECH_MESSAGES.badSpeed)
    .default(SPEECH.defaultSpeed),
});

export function parseTtsBody(
  ctx: Context,
  model: string,
): { request: SpeechRequest; journeyId?: string } {
  const body = parseBody(ctx, ttsBody);
  if (body.text.length > SPEECH.maxTextChars) throw failWith(speechErrors, 'speech_text_too_long');
  return {
    request: { text: body.text, voice: body.voice, speed: body.speed, model },
    journeyId: body.journeyId,
  };
}
