// The errors module: the error log of SPEC.md section 3. Browsers report to POST /api/errors; the
// server records its own failures (500s) through the same scrubbing; operators read, filter and
// resolve them in the admin dashboard's Errors tab.
import { recordError, type ErrorLogDeps } from '../../app/errors/error-log';
import { errorLogErrors } from '../../app/errors/errors.errors';
import type { ErrorReportInput } from '../../domain/errors/error-report';
import { errorLogEvents } from '../../domain/errors/error-log.events';
import { errorLogProjection } from '../../projections/errors/error-log.projection';
import { RateLimiter } from '../http/rate-limiter';
import { defineModule } from '../modules/app-module';
import { errorsAdminRoutes } from './errors.admin-routes';
import { errorReportRoutes } from './errors.routes';
import { errorsSettings } from './errors.settings';
import { errorLogMigration } from './migrations/error-log.migration';

export interface ErrorsServices {
  /** Records a failure of the server itself (scrubbed like any report); never throws. */
  recordServerError(input: ErrorReportInput, userId?: number | null): Promise<void>;
}

declare module '../modules/app-module' {
  interface ModuleServices {
    errors: ErrorsServices;
  }
}

export const errorsModule = defineModule({
  name: 'errors',
  settings: errorsSettings,
  errors: errorLogErrors,
  events: Object.values(errorLogEvents),
  migrations: [errorLogMigration],
  projections: [errorLogProjection],
  async create({ config, runtime }) {
    const deps: ErrorLogDeps = {
      store: runtime.store,
      waitForProjections: runtime.waitForProjections,
      clock: { now: () => new Date() },
    };
    const recordServerError: ErrorsServices['recordServerError'] = async (input, userId = null) => {
      try {
        await recordError(deps, input, { userId, source: 'server' });
      } catch (error) {
        // The log of last resort: the failure is in the server log already.
        runtime.logger.warn(
          { err: { message: (error as Error).message } },
          'could not record an error',
        );
      }
    };
    return {
      services: { recordServerError },
      http: () => ({
        routers: [
          errorReportRoutes(
            deps,
            new RateLimiter(runtime.db.knex),
            config.ERROR_REPORTS_PER_HOUR_PER_IP,
          ),
        ],
        adminRouters: [errorsAdminRoutes(deps, runtime.db.knex)],
        onServerError: (failure) =>
          void recordServerError(
            {
              errorType: 'api_error',
              message: `${failure.method} ${failure.path} failed (${failure.status}): ${failure.name}: ${failure.message}`,
              url: failure.path,
              stack: failure.stack ?? null,
            },
            failure.userId,
          ),
      }),
    };
  },
});
