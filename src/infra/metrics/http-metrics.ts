// One histogram observation per request, labelled by the router's matched pattern (e.g.
// /api/journeys/:id), never the raw URL, which may carry ids or tokens. A refusal the error
// handler named (ctx.state.refusal, an error table's code) is counted by that name.
import type Koa from 'koa';
import type { Metrics } from './metrics-registry';

export function httpMetrics(metrics: Metrics): Koa.Middleware {
  return async (ctx, next) => {
    const end = metrics.httpDuration.startTimer();
    try {
      await next();
    } finally {
      const route = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      end({
        method: ctx.method,
        route: typeof route === 'string' ? route : 'unmatched',
        status: String(ctx.status),
      });
      const reason = (ctx.state as { refusal?: unknown }).refusal;
      if (typeof reason === 'string') metrics.refusals.inc({ reason, status: String(ctx.status) });
    }
  };
}
