// GET /metrics (Prometheus text format). Without METRICS_TOKEN the route is absent (404); with it,
// the scraper must send `Authorization: Bearer <token>`, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Metrics } from './metrics-registry';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function metricsRoutes(metrics: Metrics, token: string | undefined): Router {
  const router = new Router();
  // Mounted before the SPA, so an unset token answers 404 rather than the app's page.
  const expected = token ? digest(token) : null;
  router.get('/metrics', async (ctx) => {
    if (!expected) {
      ctx.status = 404;
      ctx.body = { success: false, message: 'Not found' };
      return;
    }
    const header = ctx.get('Authorization');
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Hashing first gives equal lengths, so timingSafeEqual never throws or leaks the length.
    if (!timingSafeEqual(digest(given), expected)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = { success: false, message: 'A valid metrics token is required' };
      return;
    }
    ctx.set('Content-Type', metrics.registry.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metrics.registry.metrics();
  });
  return router;
}
