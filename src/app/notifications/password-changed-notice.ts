// The "your password was changed" notice follows the PasswordChanged event (a reset, an admin's
// reset, or the person's own change): a reactor sends it once (the delivery ledger), so a mail
// server that is down delays it instead of losing it. A change older than a day is not news: a
// first start on an existing log does not send notices for changes long past.
import type { PasswordChanged } from '../../domain/accounts/accounts.events';
import { passwordChangedEmail } from '../accounts/account-emails';
import type { RecordedEvent } from '../shared/event-store.port';
import type { Reactor } from '../shared/reactor';
import type { DeliveryOutcome } from './deliver-once';
import type { Email } from './email';

const NEWS_FOR_MS = 24 * 60 * 60 * 1000;

export function passwordChangedNoticeReactor(deps: {
  contact(userId: number): Promise<{ email: string; username: string } | null>;
  deliverOnce(key: string, email: Email): Promise<DeliveryOutcome>;
  site: { appName: string; appUrl: string };
  now: () => Date;
}): Reactor {
  return {
    name: 'password-changed-notice',
    handles: ['PasswordChanged'],
    async react(recorded: RecordedEvent) {
      if (deps.now().getTime() - recorded.recordedAt.getTime() > NEWS_FOR_MS) return;
      const { userId } = recorded.data as PasswordChanged['data'];
      const person = await deps.contact(userId);
      if (!person) return;
      await deps.deliverOnce(
        `${recorded.id}/0`,
        passwordChangedEmail(deps.site, person.email, person.username),
      );
    },
  };
}
