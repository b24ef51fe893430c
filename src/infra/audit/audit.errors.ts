// The audit pages' errors (the role checks themselves are the platform's not_signed_in/not_admin).
import { defineErrors } from '../../app/shared/error-table';

export const auditErrors = defineErrors({
  audit_stream_not_found: { kind: 'not_found', message: 'No such stream in the event log.' },
  audit_bad_user_id: { kind: 'bad_request', message: 'Please enter a valid user ID' },
  audit_verify_running: {
    kind: 'conflict',
    message: 'A verification is already running. Please wait for its result.',
  },
});
