// The audit pages' server side: read-only views of the event log for admins and auditors (the
// same views as `npm run audit`), and the verification. Personal data is shown as the CLI shows
// it: opened where the person's key still exists, password hashes never.
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import { z } from 'zod';
import { failWith } from '../../app/shared/error-table';
import { platformErrors } from '../../app/shared/platform.errors';
import type { EventStore } from '../../app/shared/event-store.port';
import type { Projection } from '../../projections/projection';
import { requireUserId } from '../http/middleware/auth';
import {
  listStreams,
  openPersonalData,
  readPersonEvents,
  readStreamEvents,
  type AuditEvent,
  type OpenSealed,
} from './audit-log';
import { auditErrors } from './audit.errors';
import { verifyChain } from './chain-verifier';
import { compareReadModels } from './read-model-check';

export interface AuditRouteDeps {
  knex: Knex;
  store: EventStore;
  /** True for an admin or an auditor, null when the account is gone (read fresh: revokes bite). */
  mayAudit(userId: number): Promise<boolean | null>;
  open: OpenSealed;
  /** The app's projections, replayed by the verification (read when it runs). */
  projections(): Promise<Projection[]>;
}

const userIdParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const streamIdParam = z.string().min(1).max(300);

/** Anonymous 401, signed in without either role 403; nothing here may be cached. */
export function auditGuard(mayAudit: AuditRouteDeps['mayAudit']): Middleware {
  return async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    const allowed = await mayAudit(requireUserId(ctx));
    if (allowed === null) throw failWith(platformErrors, 'not_signed_in');
    if (!allowed) throw failWith(platformErrors, 'not_admin');
    await next();
  };
}

export function auditRoutes(deps: AuditRouteDeps): Router {
  const router = new Router({ prefix: '/api/audit' });
  // Router-level: runs for every request one of these routes takes, in whatever spelling.
  router.use(auditGuard(deps.mayAudit));
  const opened = (events: AuditEvent[]) =>
    Promise.all(
      events.map(async (event) => ({
        ...event,
        data: await openPersonalData(event.data, deps.open),
      })),
    );

  router.get('/streams', async (ctx: Context) => {
    const streams = await listStreams(deps.knex);
    ctx.body = { success: true, streams, total: streams.reduce((sum, s) => sum + s.events, 0) };
  });

  router.get('/streams/:id', async (ctx: Context) => {
    const streamId = streamIdParam.safeParse(ctx.params.id);
    if (!streamId.success) throw failWith(auditErrors, 'audit_stream_not_found');
    const events = await readStreamEvents(deps.knex, streamId.data);
    if (events.length === 0) throw failWith(auditErrors, 'audit_stream_not_found');
    ctx.body = { success: true, streamId: streamId.data, events: await opened(events) };
  });

  router.get('/people/:userId/events', async (ctx: Context) => {
    const userId = userIdParam.safeParse(ctx.params.userId);
    if (!userId.success) throw failWith(auditErrors, 'audit_bad_user_id');
    const events = await readPersonEvents(deps.knex, userId.data);
    ctx.body = { success: true, userId: userId.data, events: await opened(events) };
  });

  // One verification at a time per process: it reads the whole log and replays it.
  let running = false;
  router.post('/verify', async (ctx: Context) => {
    if (running) throw failWith(auditErrors, 'audit_verify_running');
    running = true;
    try {
      const chain = await verifyChain(deps.knex);
      const models = await compareReadModels({
        knex: deps.knex,
        store: deps.store,
        projections: await deps.projections(),
      });
      const problems = chain.findings.length + models.differences.length;
      ctx.body = { success: true, ok: problems === 0, problems, chain, readModels: models };
    } finally {
      running = false;
    }
  });

  return router;
}
