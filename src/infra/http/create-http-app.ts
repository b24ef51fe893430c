// The Koa application: middleware in the order a request meets it, then the module routers.
// Unknown /api paths answer 404 JSON; everything else may be the SPA.
import Router from '@koa/router';
import Koa from 'koa';
import { failWith, type ErrorTable } from '../../app/shared/error-table';
import { platformErrors } from '../../app/shared/platform.errors';
import type { ModuleHttp } from '../modules/app-module';
import type { Runtime } from '../runtime';
import { CookieKeys } from './cookie-keys';
import { healthRoutes } from './health.routes';
import { adminGuard, adminOnlyGuard, type IsAdmin } from './middleware/auth';
import { errorHandler } from './middleware/error-handler';
import { jsonBody } from './middleware/json-body';
import { jsonOnly } from './middleware/json-only';
import { originCheck } from './middleware/origin-check';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { spa } from './spa';
import { httpMetrics } from '../metrics/http-metrics';
import { metricsRoutes } from '../metrics/metrics.routes';

/** A module's HTTP part (see ModuleHttp), plus what it releases at shutdown. */
export interface HttpModule extends ModuleHttp {
  /** Releases what the module holds (worker threads, connections) at shutdown. */
  close?(): Promise<void>;
}

export interface HttpAppOptions {
  runtime: Pick<Runtime, 'config' | 'logger' | 'db' | 'projectionsCaughtUp'> &
    Partial<Pick<Runtime, 'metrics'>>;
  modules: HttpModule[];
  /** Who may pass the admin guard (every path under /api/admin, in any spelling). */
  isAdmin: IsAdmin;
  /** Every module's error table, merged (a DomainError that reaches the edge maps by its code). */
  errors?: ErrorTable;
  /** Built SPA directory (default dist/web). */
  webRoot?: string;
}

export function createHttpApp({
  runtime,
  modules,
  isAdmin,
  errors,
  webRoot = 'dist/web',
}: HttpAppOptions): Koa {
  const { config, logger } = runtime;
  const app = new Koa({ proxy: config.TRUST_PROXY, maxIpsCount: config.PROXY_COUNT });
  app.silent = true; // errors are logged by errorHandler, never printed by Koa
  const keys = modules.flatMap((module) => module.keys ?? []);
  // Same signatures as Koa's own keygrip; valid ones are remembered (see cookie-keys.ts).
  if (keys.length > 0) app.keys = new CookieKeys(keys) as unknown as Koa['keys'];
  const rawBodyPaths = modules.flatMap((module) => module.rawBodyPaths ?? []);
  if (runtime.metrics) app.use(httpMetrics(runtime.metrics));
  app.use(requestContext(logger));
  const failureListeners = modules.flatMap((module) =>
    module.onServerError ? [module.onServerError] : [],
  );
  app.use(
    errorHandler(errors, (failure) => {
      for (const listener of failureListeners) listener(failure);
    }),
  );
  app.use(securityHeaders({ https: config.HTTPS }));
  if (runtime.metrics) app.use(metricsRoutes(runtime.metrics, config.METRICS_TOKEN).routes());
  app.use(
    spa({
      root: webRoot,
      siteConfig: {
        appName: config.APP_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        campaignEmail: config.CAMPAIGN_EMAIL,
        campaignPhone: config.CAMPAIGN_PHONE,
        donationUrl: config.DONATION_URL,
      },
    }),
  );
  app.use(
    originCheck({
      allowedOrigins: [config.APP_URL, ...config.ALLOWED_ORIGINS],
      exemptPaths: rawBodyPaths,
    }),
  );
  app.use(jsonOnly({ exemptPaths: rawBodyPaths }));
  app.use(
    jsonBody({
      limit: '256kb',
      exemptPaths: rawBodyPaths,
      limits: Object.assign({}, ...modules.map((module) => module.bodyLimits ?? {})),
    }),
  );
  app.use(async (ctx, next) => {
    await next();
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/');
    if (isApi && ctx.status === 404 && ctx.body == null) {
      throw failWith(platformErrors, 'no_api_route', {
        params: { method: ctx.method, path: ctx.path },
      });
    }
  });
  const health = healthRoutes(runtime);
  app.use(health.routes());
  for (const module of modules)
    for (const middleware of module.middleware?.(app) ?? []) app.use(middleware);
  app.use(adminGuard(isAdmin));
  const adminOnly = modules.flatMap((module) => module.adminOnlyRouters ?? []);
  if (adminOnly.length > 0) app.use(adminOnlyGuard(adminOnly, isAdmin));
  const admin = new Router({ prefix: '/api/admin' });
  for (const router of modules.flatMap((module) => module.adminRouters ?? []))
    admin.use(router.routes(), router.allowedMethods({ throw: true }));
  for (const router of [
    ...modules.flatMap((module) => module.routers ?? []),
    ...adminOnly,
    admin,
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  return app;
}
