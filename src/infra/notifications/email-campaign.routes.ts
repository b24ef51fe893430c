// The Emails tab's sends (SPEC.md section 7): POST /api/admin/email/{kind} with optional userIds
// (comma-separated; non-numeric entries dropped; empty = everyone eligible) and the kind's extras;
// GET /api/admin/email/campaigns/{id} for a send's progress. Under /api/admin behind the admin guard.
import Router from '@koa/router';
import { z } from 'zod';
import {
  campaignKeyPrefix,
  startCampaign,
  type RecipientDirectory,
} from '../../app/notifications/email-campaigns';
import type { DeliveryLedger } from '../../app/notifications/deliver-once';
import { failWith } from '../../app/shared/error-table';
import { platformErrors } from '../../app/shared/platform.errors';
import type { EventStore } from '../../app/shared/event-store.port';
import { emailCampaignEvents } from '../../domain/notifications/email-campaign.events';
import {
  ADMIN_EMAIL_KINDS,
  DEFAULT_KIND_OPTIONS,
  emailCampaignStreamId,
  parseUserIds,
  type AdminEmailKind,
} from '../../domain/notifications/email-kinds';
import { requireUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';

const days = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a number of days` })
    .int(`${field} must be a whole number of days`)
    .min(0, `${field} must be 0 or more`)
    .max(3650, `${field} is too large`);
const text = (field: string) => z.string().trim().min(1, `${field} is required`).max(2000);

const sendBody = z
  .object({
    userIds: z
      .union([z.string().max(100_000), z.array(z.union([z.number(), z.string()])).max(100_000)])
      .optional(),
    warningMonths: z.coerce.number().int().min(1).max(12).optional(),
    milestones: z.union([z.string(), z.array(z.coerce.number().int().positive())]).optional(),
    minDays: days('minDays').optional(),
    maxDays: days('maxDays').optional(),
    featureName: text('featureName').optional(),
    featureDescription: text('featureDescription').optional(),
    contentTitle: text('contentTitle').optional(),
    contentSummary: text('contentSummary').optional(),
    storyFormats: z.array(z.enum(['story', 'fable', 'poem'])).optional(),
  })
  .refine((body) => (body.minDays ?? 0) <= (body.maxDays ?? Infinity), {
    message: 'minDays must not be more than maxDays',
  });

/** What each kind needs besides the people. */
const REQUIRED: Partial<
  Record<
    AdminEmailKind,
    Array<'featureName' | 'featureDescription' | 'contentTitle' | 'contentSummary'>
  >
> = {
  'feature-announcement': ['featureName', 'featureDescription'],
  'educational-content': ['contentTitle', 'contentSummary'],
};

const idList = (value: string | Array<number | string> | undefined) =>
  parseUserIds(Array.isArray(value) ? value.join(',') : value);

export function emailCampaignRoutes(deps: {
  store: EventStore;
  directory: RecipientDirectory;
  ledger: DeliveryLedger;
  now: () => Date;
}): Router {
  const router = new Router();

  router.post('/email/:kind', async (ctx) => {
    const kind = z.enum(ADMIN_EMAIL_KINDS).safeParse(ctx.params.kind);
    if (!kind.success) {
      ctx.status = 404;
      ctx.body = {
        success: false,
        message: `No such email kind. Kinds: ${ADMIN_EMAIL_KINDS.join(', ')}.`,
      };
      return;
    }
    const body = parseBody(ctx, sendBody);
    for (const field of REQUIRED[kind.data] ?? [])
      if (!body[field])
        throw failWith(platformErrors, 'invalid_request', {
          params: { reason: `${field} is required for ${kind.data} emails` },
        });
    const options = {
      ...DEFAULT_KIND_OPTIONS,
      ...(body.warningMonths ? { warningMonths: body.warningMonths } : {}),
      ...(body.milestones ? { milestones: idList(body.milestones) } : {}),
      ...(body.minDays !== undefined ? { minDays: body.minDays } : {}),
      ...(body.maxDays !== undefined ? { maxDays: body.maxDays } : {}),
      ...(body.storyFormats ? { storyFormats: body.storyFormats } : {}),
      featureName: body.featureName,
      featureDescription: body.featureDescription,
      contentTitle: body.contentTitle,
      contentSummary: body.contentSummary,
    };
    const answer = await startCampaign(
      deps,
      { kind: kind.data, userIds: idList(body.userIds), options },
      { actor: `admin:${requireUserId(ctx)}`, correlationId: ctx.state.requestId ?? 'admin' },
    );
    ctx.body = { success: true, ...answer };
  });

  router.get('/email/campaigns/:campaignId', async (ctx) => {
    const id = z.string().uuid().safeParse(ctx.params.campaignId);
    const [started] = id.success ? await deps.store.readStream(emailCampaignStreamId(id.data)) : [];
    if (!id.success || !started) {
      ctx.status = 404;
      ctx.body = { success: false, message: 'No such email send.' };
      return;
    }
    const data = emailCampaignEvents.EmailCampaignStarted.schema.parse(started.data);
    const counts = await deps.ledger.countByStatus(campaignKeyPrefix(data.campaignId));
    const total = data.userIds.length;
    const settled = counts.sent + counts.failed + counts.skipped;
    ctx.body = {
      success: true,
      campaign: {
        campaignId: data.campaignId,
        kind: data.kind,
        startedAt: started.recordedAt.toISOString(),
        total,
        ...counts,
        done: settled >= total,
      },
    };
  });

  return router;
}
