// The journeys module: the allowance (journeys per period) and its read model, and the journey
// HTTP calls over the storyteller (STORYTELLER: OpenAI when OPENAI_API_KEY is set, else
// the offline storyteller), the safety check (with OpenAI moderation as a second opinion when
// OPENAI_MODERATION allows) and the journey routes.
import { randomInt } from 'node:crypto';
import { journeysErrors } from '../../app/allowance/journeys.errors';
import type { Storyteller } from '../../app/story/storyteller.port';
import { allowanceEvents } from '../../domain/allowance/allowance.events';
import {
  CrisisResourcesError,
  resolveCrisisResources,
} from '../../domain/story/safety/crisis-resources';
import { OfflineStoryteller } from '../story/offline/offline-storyteller';
import { allowanceProjection } from '../../projections/allowance/allowance.projection';
import { allowanceMigration } from './migrations/0004-allowance';
import { lastJourneyMigration } from './migrations/last-journey.migration';
import { unlimitedGrantsMigration } from './migrations/unlimited-grants.migration';
import { ConfigError, type PlatformConfig } from '../config/platform-settings';
import { RateLimiter } from '../http/rate-limiter';
import type { Logger } from '../logging/logger';
import { defineModule } from '../modules/app-module';
import { journeysAdminRoutes } from './journeys.admin-routes';
import { journeysRoutes } from './journeys.routes';
import { createMeaningCheck } from '../story/safety/meaning-check';
import { createOpenAiModeration } from '../story/safety/openai-moderation';
import { OpenAiStoryteller } from '../story/openai/openai-storyteller';
import { journeysSettings, type JourneysSettings } from './journeys.settings';
import { createSafetyCheck, type ModerationCheck } from '../story/safety/safety-check';

/** The SDK's retries for story AI requests: the only retry layer. */
const OPENAI_MAX_RETRIES = 2;
/** Moderation runs before every story: a shorter leash, one retry. */
const MODERATION_TIMEOUT_MS = 8_000;

type StoryAiSettings = Pick<
  PlatformConfig,
  'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_TIMEOUT_MS'
> &
  Pick<
    JourneysSettings,
    'OPENAI_MODEL' | 'OPENAI_MAX_TOKENS' | 'STORYTELLER' | 'OPENAI_MODERATION'
  >;

export interface JourneysServices {
  storyteller: Storyteller;
}

declare module '../modules/app-module' {
  interface ModuleServices {
    journeys: JourneysServices;
  }
}

export const journeysModule = defineModule({
  name: 'journeys',
  needs: ['accounts'],
  settings: journeysSettings,
  errors: journeysErrors,
  events: Object.values(allowanceEvents),
  migrations: [allowanceMigration, unlimitedGrantsMigration, lastJourneyMigration],
  projections: [allowanceProjection],
  async create({ config, runtime, use }) {
    const { logger } = runtime;
    const accounts = use('accounts').deps;
    const resources = crisisResources(config.CRISIS_RESOURCES);
    const storyteller = createStoryteller(config);
    const moderation = createModeration(config, logger);
    logger.info(
      {
        storyteller: storyteller instanceof OpenAiStoryteller ? 'openai' : 'offline',
        ...(storyteller instanceof OpenAiStoryteller ? { model: config.OPENAI_MODEL } : {}),
        moderation: Boolean(moderation),
      },
      'storyteller ready',
    );
    return {
      services: { storyteller },
      http: () => {
        const limiter = new RateLimiter(runtime.db.knex);
        return {
          routers: [
            journeysRoutes({
              aiBudget: { limiter, perHour: config.STORYTELLER_REQUESTS_PER_HOUR_PER_USER },
              emailBudget: { limiter, perDay: config.JOURNEY_EMAILS_PER_DAY },
              storyteller,
              safety: createSafetyCheck({ resources, meaning: createMeaningCheck(), moderation }),
              journeys: {
                store: runtime.store,
                clock: accounts.clock,
                subscriptions: accounts.subscriptions,
                waitForProjections: runtime.waitForProjections,
              },
              accounts,
            }),
          ],
          adminRouters: [
            journeysAdminRoutes(
              {
                store: runtime.store,
                clock: accounts.clock,
                waitForProjections: runtime.waitForProjections,
              },
              accounts,
            ),
          ],
        };
      },
    };
  },
});

/** STORYTELLER=auto: OpenAI when OPENAI_API_KEY is set, else the offline storyteller. */
export function createStoryteller(config: StoryAiSettings): Storyteller {
  const kind =
    config.STORYTELLER === 'auto'
      ? config.OPENAI_API_KEY
        ? 'openai'
        : 'offline'
      : config.STORYTELLER;
  if (kind === 'offline') return new OfflineStoryteller({ seedSource: () => randomInt(2 ** 32) });
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
