// The error log's errors: code -> HTTP kind and message.
import { defineErrors } from '../shared/error-table';

export const errorLogErrors = defineErrors({
  no_such_error: { kind: 'not_found', message: 'No such error.' },
  too_many_error_reports: {
    kind: 'rate_limited',
    message: 'Too many error reports. Please try again later.',
  },
});
