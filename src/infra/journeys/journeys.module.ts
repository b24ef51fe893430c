// The journeys module: the allowance (journeys per period) and its read model, and the journey
// HTTP calls. The words of a journey are the story module's business (storyteller and safety);
// this module meters them: a journey left, an open journey, the hourly storyteller budget and the
// daily journey emails.
import { journeysErrors } from '../../app/allowance/journeys.errors';
import { requireJourneyForCall, type JourneyGate } from '../../app/story/journey-calls';
import { allowanceEvents } from '../../domain/allowance/allowance.events';
import { allowanceProjection } from '../../projections/allowance/allowance.projection';
import { RateLimiter } from '../http/rate-limiter';
import { defineModule } from '../modules/app-module';
import { journeysAdminRoutes } from './journeys.admin-routes';
import { journeysRoutes } from './journeys.routes';
import { journeysSettings } from './journeys.settings';
import { allowanceMigration } from './migrations/0004-allowance';
import { lastJourneyMigration } from './migrations/last-journey.migration';
import { unlimitedGrantsMigration } from './migrations/unlimited-grants.migration';

export interface JourneysServices {
  /** For paid calls of other modules (read aloud): the caller's open journey, or a journey left. */
  requireJourneyForCall: JourneyGate;
}

declare module '../modules/app-module' {
  interface ModuleServices {
    journeys: JourneysServices;
  }
}

export const journeysModule = defineModule({
  name: 'journeys',
  needs: ['accounts', 'story'],
  settings: journeysSettings,
  errors: journeysErrors,
  events: Object.values(allowanceEvents),
  migrations: [allowanceMigration, unlimitedGrantsMigration, lastJourneyMigration],
  projections: [allowanceProjection],
  async create({ config, runtime, use }) {
    const accounts = use('accounts').deps;
    const story = use('story');
    const journeys = {
      store: runtime.store,
      clock: accounts.clock,
      subscriptions: accounts.subscriptions,
      waitForProjections: runtime.waitForProjections,
    };
    return {
      services: {
        requireJourneyForCall: (caller, journeyId) =>
          requireJourneyForCall({ accounts, journeys }, caller, journeyId),
      },
      http: () => {
        const counter = new RateLimiter(runtime.db.knex);
        return {
          routers: [
            journeysRoutes({
              calls: {
                storyteller: story.storyteller,
                safety: story.safety,
                crisisGroundingTools: story.crisisGroundingTools,
                journeys,
                accounts,
                aiBudget: { counter, perHour: config.STORYTELLER_REQUESTS_PER_HOUR_PER_USER },
              },
              email: {
                journeys,
                accounts,
                emailBudget: { counter, perDay: config.JOURNEY_EMAILS_PER_DAY },
              },
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
