// A mailer that tells someone when a message could not be sent (the error log records it), then
// fails as before: the caller still decides what a failed message means for its request.
import type { Email } from '../../app/notifications/email';
import type { Mailer } from '../../app/notifications/mailer.port';

export function reportingMailer(
  inner: Mailer,
  onFailure: (email: Pick<Email, 'category'>, error: unknown) => void,
  onSent: (email: Pick<Email, 'category'>) => void = () => undefined,
): Mailer {
  return {
    async send(email) {
      try {
        await inner.send(email);
        onSent(email);
      } catch (error) {
        onFailure(email, error);
        throw error;
      }
    },
    forgetRecipient: (address) => inner.forgetRecipient(address),
    close: () => inner.close(),
  };
}
