// The story module: the Storyteller and Safety ports and their adapters. The storyteller is
// OpenAI when OPENAI_API_KEY is set (STORYTELLER=auto), else the offline storyteller; the safety
// check is the built-in crisis detector (rules, a statistical reader and a meaning reader), with
// OpenAI moderation as a second opinion when OPENAI_MODERATION allows. The journeys module uses
// these services; nothing here keeps a person's words. At start (the server only, not the CLIs,
// and not under NODE_ENV=test) the detector's readers and the offline storyteller are loaded in
// the background, so the first mood after a start is answered as quickly as the rest.
import { randomInt } from 'node:crypto';
import type { MeaningCheck, ModerationCheck, SafetyCheck } from '../../app/story/safety.port';
import type { Storyteller } from '../../app/story/storyteller.port';
import type { GroundingTools } from '../../domain/story/grounding-tools';
import {
  CrisisResourcesError,
  resolveCrisisResources,
} from '../../domain/story/safety/crisis-resources';
import { ConfigError, type PlatformConfig } from '../config/platform-settings';
import type { Logger } from '../logging/logger';
import { defineModule } from '../modules/app-module';
import { crisisGroundingTools } from './offline/grounding/crisis-grounding';
import type { MoodReader } from './offline/library/vocabulary';
import { OfflineStoryteller } from './offline/offline-storyteller';
import { createWordMoodReader } from './offline/understand/word-mood-reader';
import { OpenAiStoryteller } from './openai/openai-storyteller';
import { createMeaningCheck } from './safety/meaning-check';
import { createOpenAiModeration } from './safety/openai-moderation';
import { createSafetyCheck } from './safety/safety-check';
import { warmUpSafety } from './safety/warm-up';
import { meteredStoryteller } from '../metrics/metered-ai';
import { storyRoutes } from './story.routes';
import { storySettings, type StorySettings } from './story.settings';

/** The SDK's retries for story AI requests: the only retry layer. */
const OPENAI_MAX_RETRIES = 2;
/** Moderation runs before every story: a shorter leash, one retry. */
const MODERATION_TIMEOUT_MS = 8_000;

type StoryAiSettings = Pick<
  PlatformConfig,
  'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_TIMEOUT_MS'
> &
  Pick<StorySettings, 'OPENAI_MODEL' | 'OPENAI_MAX_TOKENS' | 'STORYTELLER' | 'OPENAI_MODERATION'>;

export interface StoryServices {
  storyteller: Storyteller;
  safety: SafetyCheck;
  /** The calm, fixed grounding set that goes with crisis care (never made from the person's words). */
  crisisGroundingTools(): GroundingTools;
}

declare module '../modules/app-module' {
  interface ModuleServices {
    story: StoryServices;
  }
}

export const storyModule = defineModule({
  name: 'story',
  settings: storySettings,
  async create({ config, runtime }) {
    const { logger } = runtime;
    const resources = crisisResources(config.CRISIS_RESOURCES);
    const storyteller = createStoryteller(config, { moodReader: createWordMoodReader() });
    const moderation = createModeration(config, logger);
    logger.info(
      {
        storyteller: storyteller instanceof OpenAiStoryteller ? 'openai' : 'offline',
        ...(storyteller instanceof OpenAiStoryteller ? { model: config.OPENAI_MODEL } : {}),
        moderation: Boolean(moderation),
      },
      'storyteller ready',
    );
    const meaning = createMeaningCheck();
    const safety = createSafetyCheck({ resources, meaning, moderation });
    const provider = storyteller instanceof OpenAiStoryteller ? 'openai' : 'offline';
    return {
      services: {
        storyteller: meteredStoryteller(storyteller, provider, runtime.metrics),
        safety,
        crisisGroundingTools,
      },
      http: () => ({ routers: [storyRoutes(resources)] }),
      start: () => {
        if (config.NODE_ENV === 'test') return;
        void warmUp(storyteller, meaning, logger);
      },
    };
  },
});

/** The readers of the safety check, then the offline storyteller (never a paid model). */
async function warmUp(
  storyteller: Storyteller,
  meaning: MeaningCheck,
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  try {
    const ms = await warmUpSafety(meaning);
    if (storyteller instanceof OfflineStoryteller)
      await storyteller.moodResponse({ mood: 'a quiet evening, thinking about the week' });
    logger.info({ ms }, 'crisis detector loaded');
  } catch (error) {
    // Each reader loads again on first use.
    logger.warn({ error: (error as Error).name }, 'crisis detector not loaded at start');
  }
}

export interface StorytellerOptions {
  /** How the offline storyteller reads a mood (feeling, situation, register); default the
   *  word-based reader, which names no situation. */
  moodReader?: MoodReader;
}

/** STORYTELLER=auto: OpenAI when OPENAI_API_KEY is set, else the offline storyteller. */
export function createStoryteller(
  config: StoryAiSettings,
  options: StorytellerOptions = {},
): Storyteller {
  const kind =
    config.STORYTELLER === 'auto'
      ? config.OPENAI_API_KEY
        ? 'openai'
        : 'offline'
      : config.STORYTELLER;
  if (kind === 'offline')
    return new OfflineStoryteller({
      seedSource: () => randomInt(2 ** 32),
      ...(options.moodReader ? { moodReader: options.moodReader } : {}),
    });
  if (!config.OPENAI_API_KEY) throw new ConfigError('STORYTELLER=openai needs OPENAI_API_KEY');
  return new OpenAiStoryteller({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    maxTokens: config.OPENAI_MAX_TOKENS,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    maxRetries: OPENAI_MAX_RETRIES,
  });
}

/** OPENAI_MODERATION defaults to on when OPENAI_API_KEY is set. */
export function createModeration(
  config: StoryAiSettings,
  logger?: Logger,
): ModerationCheck | undefined {
  if (!config.OPENAI_API_KEY) {
    if (config.OPENAI_MODERATION === true)
      throw new ConfigError('OPENAI_MODERATION=true needs OPENAI_API_KEY');
    return undefined;
  }
  if (config.OPENAI_MODERATION === false) return undefined;
  return createOpenAiModeration({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeoutMs: Math.min(config.OPENAI_TIMEOUT_MS, MODERATION_TIMEOUT_MS),
    maxRetries: 1,
    logger,
  });
}

function crisisResources(setting: string | undefined) {
  try {
    return resolveCrisisResources(setting);
  } catch (error) {
    if (error instanceof CrisisResourcesError)
      throw new ConfigError(`CRISIS_RESOURCES: ${error.message}`);
    throw error;
  }
}
