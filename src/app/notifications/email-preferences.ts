// Setting and reading whether a person accepts reminders and news.
import {
  emailPreferencesDecider,
  emailPreferencesStreamId,
  type SetEngagementEmails,
} from '../../domain/notifications/email-preferences';
import type { WaitForProjections } from '../accounts/accounts.ports';
import { runCommand } from '../shared/command-handler';
import type { EventStore } from '../shared/event-store.port';

export interface EmailPreferencesReadModel {
  /** False when the person declined reminders and news; true otherwise. */
  acceptsEngagement(userId: number): Promise<boolean>;
}

export async function setEngagementEmails(
  deps: { store: EventStore; waitForProjections: WaitForProjections },
  command: SetEngagementEmails,
  actor: { actor: string; correlationId: string },
): Promise<void> {
  await runCommand(
    deps,
    emailPreferencesStreamId(command.userId),
    emailPreferencesDecider,
    command,
    { metadata: actor },
  );
}
