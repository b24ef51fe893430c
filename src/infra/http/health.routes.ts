// /healthz: the process is up. /readyz: the database answers and the read models are caught up;
// "held back" when a long-running transaction keeps the read models from seeing new events.
import Router from '@koa/router';
import type { Runtime } from '../runtime';

export const HELD_BACK_MESSAGE =
  'Held back: a long-running transaction in the database keeps the read models from seeing new ' +
  'events. Writes are saved; reads catch up when that transaction ends.';

export function healthRoutes(
  runtime: Pick<Runtime, 'db' | 'projectionsCaughtUp'> &
    Partial<Pick<Runtime, 'projectionsHeldBack'>>,
): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { success: true, status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const database = await runtime.db.knex
      .raw('select 1')
      .then(() => true)
      .catch(() => false);
    const heldBack =
      database && runtime.projectionsHeldBack
        ? await runtime.projectionsHeldBack().catch(() => null)
        : null;
    const projections =
      database && !heldBack ? await runtime.projectionsCaughtUp().catch(() => false) : false;
    const ready = database && projections;
    ctx.status = ready ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    if (ready) ctx.body = { success: true, status: 'ready', database, projections };
    else if (heldBack)
      ctx.body = {
        success: false,
        status: 'held_back',
        message: HELD_BACK_MESSAGE,
        database,
        projections,
        heldBackSeconds: heldBack.seconds,
      };
    else ctx.body = { success: false, message: 'Not ready', database, projections };
  });
  return router;
}
