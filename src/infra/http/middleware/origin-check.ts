// CSRF fence: a state-changing request whose Origin is not the app's own is refused (403).
// Requests without Origin (non-browser clients) pass unless the browser marks them cross-site.
import type { Middleware } from 'koa';
import { AppError } from '../../../app/shared/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originCheck(options: {
  allowedOrigins: string[];
  exemptPaths?: string[];
}): Middleware {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const exempt = new Set(options.exemptPaths ?? []);
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && !exempt.has(ctx.path)) {
      const origin = ctx.get('origin');
      const crossSite = ctx.get('sec-fetch-site') === 'cross-site';
      if ((origin && !allowed.has(origin)) || (!origin && crossSite)) {
        throw new AppError('forbidden', 'This request did not come from this site.');
      }
    }
    await next();
  };
}
