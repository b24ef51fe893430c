// The analytics module's settings.
import { z } from 'zod';
import { positiveInt } from '../config/platform-settings';

export const analyticsSettings = z.object({
  /** Analytics events one IP may send in a minute (a visitor sends a few per page view). */
  ANALYTICS_EVENTS_PER_MINUTE_PER_IP: positiveInt.default(120),
  /** Days of hourly counts kept (the dashboard reads 30 at most). */
  ANALYTICS_RETENTION_DAYS: positiveInt.default(90),
});
