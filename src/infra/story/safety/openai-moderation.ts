// OpenAI's moderation endpoint as the safety check's second opinion (after the local detector).
// Its categories say what kind of harm a text shows but not who is at risk, so:
//   - any self-harm category → 'suicide' when the words speak of ending one's life, else
//     'self_harm'; its tier is crisis for `self-harm/intent` or `self-harm/instructions` (intent,
//     or a method asked for), a check-in for `self-harm` alone (the text is about self-harm, not
//     necessarily one's own intent);
//   - violence or threatening harassment → 'abuse' (crisis) only when the person is on the
//     receiving end ("he hits me", "she threatens me"), so anger at someone else makes no reply;
//   - everything else (hate, sexual, illicit…) → null: not a crisis of the person's own.
// A failure (timeout, quota, a compatible server without /moderations) answers null, so the
// journey goes on with the local detector's verdict; it is logged with its status only, never
// with the text.
import type OpenAI from 'openai';
import { APIConnectionTimeoutError, APIError } from 'openai';
import type { Logger } from 'pino';
import type { SecondOpinion } from '../../../app/story/safety.port';
import type { CrisisCategory } from './crisis-detector';
import { createOpenAiClient } from '../openai/openai-client';
import { capText } from '../openai/prompts';
import type { ModerationCheck } from './safety-check';

export const MODERATION_MODEL = 'omni-moderation-latest';

export interface OpenAiModerationOptions {
  apiKey: string;
  baseURL?: string;
  /** Per attempt; moderation delays every story, so keep it short. */
  timeoutMs: number;
  /** The SDK's retries. Default 1. */
  maxRetries?: number;
  logger?: Pick<Logger, 'warn'>;
  /** A client to use instead of making one (tests). */
  client?: OpenAI;
}

type Categories = Partial<Record<string, boolean | null>>;

const SUICIDE_WORDS =
  /\b(suicid\w*|kill(?:ing)? myself|end(?:ing)? (?:it all|my life|things)|take my (?:own )?life|want(?:ed)? to die|better off dead|not (?:want to )?(?:be )?(?:here|alive) any ?more)\b/i;
const AGAINST_ME =
  /\b(?:hit|hurt|beat|kick|chok|slap|punch|strangl|threaten|abus|attack|rap|touch|grab|shov|push|kill)\w*\s+(?:me|myself|my\s+(?:body|face|kids?|children))\b|\b(?:afraid|scared|terrified) (?:of|that) (?:he|she|they|him|her|them|my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mum|mother|parents?))\b/i;

/** The verdict (category and tier) for one moderation result, or null. Reads `text` in memory only. */
export function moderationVerdict(categories: Categories, text: string): SecondOpinion | null {
  const intent = categories['self-harm/intent'] || categories['self-harm/instructions'];
  if (intent || categories['self-harm'])
    return {
      category: SUICIDE_WORDS.test(text) ? 'suicide' : 'self_harm',
      tier: intent ? 'crisis' : 'check-in',
    };
  const violence =
    categories['violence'] ||
    categories['violence/graphic'] ||
    categories['harassment/threatening'];
  if (violence && AGAINST_ME.test(text)) return { category: 'abuse', tier: 'crisis' };
  return null;
}

/** The crisis category for one moderation result, or null. Reads `text` in memory only. */
export function crisisCategoryOf(categories: Categories, text: string): CrisisCategory | null {
  return moderationVerdict(categories, text)?.category ?? null;
}

export function createOpenAiModeration(options: OpenAiModerationOptions): ModerationCheck {
  const client =
    options.client ??
    createOpenAiClient({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries ?? 1,
    });
  return async (text) => {
    try {
      const result = await client.moderations.create({
        model: MODERATION_MODEL,
        input: capText(text, 10_000),
      });
      const first = result.results?.[0];
      if (!first) throw new Error('no result');
      return moderationVerdict(first.categories as unknown as Categories, text);
    } catch (error) {
      options.logger?.warn({ moderation: failureOf(error) }, 'moderation unavailable');
      return null;
    }
  };
}

/** What went wrong, as a status and a code: the API's messages may echo input, so none here. */
function failureOf(error: unknown): Record<string, unknown> {
  if (error instanceof APIConnectionTimeoutError) return { failure: 'timeout' };
  if (error instanceof APIError) {
    const code =
      typeof error.code === 'string' && /^[\w.-]{1,64}$/.test(error.code) ? error.code : undefined;
    return { failure: error.status ? 'status' : 'connection', status: error.status, code };
  }
  return { failure: 'invalid_response' };
}
