// The error log's settings.
import { z } from 'zod';
import { positiveInt } from '../config/platform-settings';

export const errorsSettings = z.object({
  /** Error reports one IP may send in an hour (a broken page must not flood the log). */
  ERROR_REPORTS_PER_HOUR_PER_IP: positiveInt.default(60),
});
