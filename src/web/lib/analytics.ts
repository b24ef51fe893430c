/**
 * The one seam for usage tracking (SPEC.md section 7, "Analytics"). Pages call `track()` with what
 * happened; where it goes is the sink's business. Until the analytics issue installs a sink that
 * posts to /api/analytics/track (adding id, timestamp, device, time of day and viewport), events
 * only go to console.debug. Tracking never throws and never blocks the user: a failing sink is
 * logged and forgotten (section 8, "Analytics tracking failures are only logged").
 *
 * Keep this file tiny: the landing page imports it, and must not carry the analytics code.
 */
export type TrackEvent =
  | { eventType: 'impression'; messageId: string }
  | { eventType: 'click'; messageId: string; buttonId: string };

export type TrackSink = (event: TrackEvent) => void | Promise<unknown>;

const debugSink: TrackSink = (event) => console.debug('[analytics]', event);

const sink: TrackSink = debugSink;

export function track(event: TrackEvent): void {
  try {
    const result = sink(event);
    if (result instanceof Promise) {
      result.catch((error: unknown) => console.error('Analytics tracking failed', error));
    }
  } catch (error) {
    console.error('Analytics tracking failed', error);
  }
}
