// /healthz: the process is up. /readyz: the database answers and the read models are caught up.
import Router from '@koa/router';
import type { Runtime } from '../runtime';

export function healthRoutes(runtime: Pick<Runtime, 'db' | 'projectionsCaughtUp'>): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { success: true, status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const database = await runtime.db.knex
      .raw('select 1')
      .then(() => true)
      .catch(() => false);
    const projections = database ? await runtime.projectionsCaughtUp().catch(() => false) : false;
    const ready = database && projections;
    ctx.status = ready ? 200 : 503;
    ctx.body = ready
      ? { success: true, status: 'ready', database, projections }
      : { success: false, message: 'Not ready', database, projections };
  });
  return router;
}
