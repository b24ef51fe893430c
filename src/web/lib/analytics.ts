/**
 * Landing-page tracking (SPEC.md sections 3, 7 and 9). Pages call `track()` with what happened;
 * this adds a random id, the ISO time, the device class, the visitor's time of day and the viewport,
 * and sends it to POST /api/analytics/track without holding up the page: `sendBeacon` survives a
 * navigation that follows a click, with `fetch(..., { keepalive })` where beacons are missing.
 * Tracking never throws; a failure is only logged (section 8). No cookie or storage is used.
 *
 * Keep this file tiny: the landing page imports it.
 */
import {
  deviceForWidth,
  timeOfDayForHour,
  type AnalyticsEvent,
  type LandingButtonId,
} from '../../domain/analytics/analytics-event';

export const TRACK_URL = '/api/analytics/track';

export type TrackEvent =
  | { eventType: 'impression'; messageId: string }
  | { eventType: 'click'; messageId: string; buttonId: LandingButtonId };

/** A random id; crypto.randomUUID exists only in secure contexts (not on a plain-HTTP LAN address). */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function analyticsEvent(event: TrackEvent, now = new Date()): AnalyticsEvent {
  const width = window.innerWidth;
  return {
    id: randomId(),
    timestamp: now.toISOString(),
    eventType: event.eventType,
    data: {
      messageId: event.messageId,
      ...(event.eventType === 'click' ? { buttonId: event.buttonId } : {}),
      device: deviceForWidth(width),
      timeOfDay: timeOfDayForHour(now.getHours()),
      viewportSize: { width, height: window.innerHeight },
    },
  };
}

function send(body: string): void {
  const queued =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(TRACK_URL, new Blob([body], { type: 'application/json' }));
  if (queued) return;
  fetch(TRACK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  })
    .then((response) => {
      if (!response.ok) console.error('Analytics tracking failed', response.status);
    })
    .catch((error: unknown) => console.error('Analytics tracking failed', error));
}

export function track(event: TrackEvent): void {
  try {
    send(JSON.stringify(analyticsEvent(event)));
  } catch (error) {
    console.error('Analytics tracking failed', error);
  }
}
