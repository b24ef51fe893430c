// The shapes the story AI must answer in: a strict JSON schema sent as `response_format` (so the
// model is constrained where the server supports it) and a zod schema that validates whatever
// comes back (so a server that ignores `response_format` cannot slip anything through).
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);

export const moodReplySchema = z.object({ response: text(1500) });

export const initialReflectionSchema = z.object({ question: text(600) });

export const followUpSchema = z.object({ response: text(1500), question: text(600) });

export const groundingToolsSchema = z.object({
  quote: text(400),
  quoteAuthor: text(120),
  affirmations: z.array(text(240)).min(1).max(8),
  breathingExercise: z.object({
    title: text(120),
    description: text(600),
    steps: z
      .array(
        z.object({
          name: text(60),
          instruction: text(300),
          duration: z.number().int().min(1).max(60),
        }),
      )
      .min(1)
      .max(12),
  }),
});

export interface JsonSchemaFormat {
  type: 'json_schema';
  json_schema: { name: string; strict: true; schema: Record<string, unknown> };
}

const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const string = { type: 'string' };

const format = (name: string, schema: Record<string, unknown>): JsonSchemaFormat => ({
  type: 'json_schema',
  json_schema: { name, strict: true, schema },
});

export const RESPONSE_FORMATS = {
  moodReply: format('mood_reply', object({ response: string })),
  initialReflection: format('reflection_question', object({ question: string })),
  followUp: format('follow_up', object({ response: string, question: string })),
  groundingTools: format(
    'grounding_tools',
    object({
      quote: string,
      quoteAuthor: string,
      affirmations: { type: 'array', items: string },
      breathingExercise: object({
        title: string,
        description: string,
        steps: {
          type: 'array',
          items: object({ name: string, instruction: string, duration: { type: 'integer' } }),
        },
      }),
    }),
  ),
} as const;
