// The platform's errors, shared by every module: who is signed in, admin rights, and what the HTTP
// edge refuses before any module sees a request.
import { defineErrors } from './error-table';

export const platformErrors = defineErrors({
  not_signed_in: { kind: 'unauthenticated', message: 'Please log in to continue.' },
  not_admin: { kind: 'forbidden', message: "You don't have permission to view this page." },
  cross_site: { kind: 'forbidden', message: 'This request did not come from this site.' },
  https_required: { kind: 'forbidden', message: 'Please open this site over HTTPS to continue.' },
  json_only: { kind: 'unsupported_media_type', message: 'Content-Type must be application/json.' },
  undecodable_body: {
    kind: 'bad_request',
    message: 'The request body could not be decoded as its Content-Encoding says.',
  },
  unsupported_encoding: {
    kind: 'unsupported_media_type',
    message: 'Content-Encoding must be gzip, deflate, br or identity.',
  },
  no_api_route: {
    kind: 'not_found',
    message: ({ method, path }) => `No API route for ${method} ${path}`,
  },
  invalid_request: { kind: 'validation_failed', message: ({ reason }) => String(reason) },
});
