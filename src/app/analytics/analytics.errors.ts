// The analytics module's errors: code -> HTTP kind and message.
import { defineErrors } from '../shared/error-table';

export const analyticsErrors = defineErrors({
  too_many_analytics_events: {
    kind: 'rate_limited',
    message: 'Too many analytics events. Please try again later.',
  },
  analytics_busy: {
    kind: 'unavailable',
    message: 'Analytics is busy. Please try again later.',
  },
});
