// Wires the journey module: the storyteller (offline by default), the safety check and the
// journey routes.
import type { AccountsDeps } from '../../app/accounts/accounts.deps';
import type { Storyteller } from '../../app/story/storyteller.port';
import { CrisisResourcesError, resolveCrisisResources } from '../../domain/safety/crisis-resources';
import { OfflineStoryteller } from '../../domain/story/offline/offline-storyteller';
import { ConfigError } from '../config/config';
import type { HttpModule } from '../http/create-http-app';
import type { Runtime } from '../runtime';
import { journeysRoutes } from './journeys.routes';
import { createSafetyCheck } from './safety-check';

export function createJourneysModule(
  runtime: Pick<Runtime, 'config' | 'store' | 'waitForProjections'>,
  accounts: AccountsDeps,
  options: { storyteller?: Storyteller } = {},
): HttpModule {
  const { config } = runtime;
  const resources = crisisResources(config.CRISIS_RESOURCES);
  const storyteller = options.storyteller ?? new OfflineStoryteller();
  return {
    routers: [
      journeysRoutes({
        storyteller,
        safety: createSafetyCheck({ resources }),
        journeys: {
          store: runtime.store,
          clock: accounts.clock,
          subscriptions: accounts.subscriptions,
          waitForProjections: runtime.waitForProjections,
        },
        accounts,
      }),
    ],
  };
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
