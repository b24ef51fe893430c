// The accounts module's errors: code -> HTTP kind and message. Domain rules (UserRuleError,
// NameTakenError) map by their code; the words come from ACCOUNT_MESSAGES, the module's one
// place for what people read.
import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-rules';
import { defineErrors } from '../shared/error-table';

const plural = (n: string | number, word: string) => `${n} ${word}${Number(n) === 1 ? '' : 's'}`;

export const accountsErrors = defineErrors({
  username_taken: { kind: 'conflict', message: ACCOUNT_MESSAGES.usernameTaken },
  email_taken: { kind: 'conflict', message: ACCOUNT_MESSAGES.emailTaken },
  invalid_credentials: { kind: 'unauthenticated', message: ACCOUNT_MESSAGES.invalidCredentials },
  incorrect_password: { kind: 'unauthenticated', message: ACCOUNT_MESSAGES.incorrectPassword },
  user_not_found: { kind: 'not_found', message: ACCOUNT_MESSAGES.userNotFound },
  invalid_reset_token: { kind: 'bad_request', message: ACCOUNT_MESSAGES.invalidResetToken },
  invalid_confirmation_token: {
    kind: 'bad_request',
    message: ACCOUNT_MESSAGES.invalidConfirmationToken,
  },
  email_not_confirmed: { kind: 'forbidden', message: ACCOUNT_MESSAGES.emailNotConfirmed },
  no_email_to_confirm: { kind: 'bad_request', message: ACCOUNT_MESSAGES.noEmailToConfirm },
  too_many_sign_ups: { kind: 'rate_limited', message: ACCOUNT_MESSAGES.tooManySignUps },
  too_many_reset_requests: { kind: 'rate_limited', message: ACCOUNT_MESSAGES.tooManyResets },
  too_many_log_ins: {
    kind: 'rate_limited',
    message: ({ minutes = 1 }) =>
      `Too many failed login attempts. Please try again in ${plural(minutes, 'minute')}.`,
  },
});
