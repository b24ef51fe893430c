// POST /api/analytics/track (SPEC.md sections 3 and 7): a landing-page impression or click.
// Anonymous and cookie-free; the body is at most 4 KB (a smaller limit set by the module); each IP
// has a per-minute budget; the event is counted in memory at once and stored within a second
// (see event-batcher.ts), once per event id (a retried beacon counts nothing).
import Router from '@koa/router';
import { z } from 'zod';
import { analyticsErrors } from '../../app/analytics/analytics.errors';
import { BatcherFullError, type EventBatcher } from '../../app/analytics/event-batcher';
import { failWith } from '../../app/shared/error-table';
import {
  ANALYTICS_EVENT_TYPES,
  DEVICES,
  HERO_MESSAGE_IDS,
  LANDING_BUTTON_IDS,
  TIMES_OF_DAY,
} from '../../domain/analytics/analytics-event';
import type { WindowCounter } from '../http/window-counter';
import { parseBody } from '../http/validate';

export const TRACK_PATH = '/api/analytics/track';
export const TRACK_BODY_LIMIT = '4kb';

const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { message: `${field} must be one of: ${values.join(', ')}` });

const pixels = z.number().int().min(0).max(100_000);

const trackBody = z
  .object({
    id: z.string().min(1, 'id is required').max(100, 'id is too long'),
    timestamp: z.iso.datetime({ message: 'timestamp must be an ISO date and time' }),
    eventType: oneOf(ANALYTICS_EVENT_TYPES, 'eventType'),
    data: z.object(
      {
        messageId: oneOf(HERO_MESSAGE_IDS as [string, ...string[]], 'data.messageId'),
        buttonId: oneOf(LANDING_BUTTON_IDS, 'data.buttonId').optional(),
        device: oneOf(DEVICES, 'data.device'),
        timeOfDay: oneOf(TIMES_OF_DAY, 'data.timeOfDay'),
        viewportSize: z.object(
          { width: pixels, height: pixels },
          { message: 'data.viewportSize needs a width and a height' },
        ),
      },
      { message: 'data is required' },
    ),
  })
  .refine((event) => (event.eventType === 'click') === (event.data.buttonId !== undefined), {
    message: 'data.buttonId is required for clicks and only for clicks',
  });

export function analyticsTrackRoutes(
  batcher: EventBatcher,
  perIp: WindowCounter,
  perMinute: number,
): Router {
  const router = new Router();
  router.post(TRACK_PATH, async (ctx) => {
    if (perIp.hit(ctx.ip) > perMinute)
      throw failWith(analyticsErrors, 'too_many_analytics_events', {
        headers: { 'Retry-After': '60' },
      });
    const event = parseBody(ctx, trackBody);
    try {
      batcher.record({
        id: event.id,
        messageId: event.data.messageId,
        eventType: event.eventType,
        device: event.data.device,
        buttonId: event.data.buttonId ?? '',
      });
    } catch (error) {
      if (error instanceof BatcherFullError) throw failWith(analyticsErrors, 'analytics_busy');
      throw error;
    }
    ctx.body = { success: true, message: 'Event recorded.' };
  });
  return router;
}
