// CSRF fence: a state-changing request that a browser sent from another site is refused (403).
// Accepted: same-origin requests on whatever address the server was reached at (localhost,
// 127.0.0.1, a LAN address; behind a trusted proxy, the forwarded scheme and host), APP_URL and
// ALLOWED_ORIGINS. Requests without Origin (non-browser clients) pass unless marked cross-site.
import type { Middleware } from 'koa';
import { failWith } from '../../../app/shared/error-table';
import { platformErrors } from '../../../app/shared/platform.errors';

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
      const site = ctx.get('sec-fetch-site');
      // The scheme and host this request came to (the forwarded ones under TRUST_PROXY). Not
      // ctx.origin: in Koa 3 that echoes the Origin header.
      const own = `${ctx.protocol}://${ctx.host}`;
      const sameOrigin = site === 'same-origin' || (origin !== '' && origin === own);
      const refused = origin ? !sameOrigin && !allowed.has(origin) : site === 'cross-site';
      if (refused) throw failWith(platformErrors, 'cross_site');
    }
    await next();
  };
}
