// Mail that follows an event goes out once: a ledger keyed by the event (and the message's place
// among that event's messages) records what was sent, so a reactor that runs an event again (a
// retry after a later failure, a restart before its checkpoint) does not send it twice. A failed
// send is retried by the reactor with backoff until the mail server takes it, or given up (and
// recorded as failed, for operators) when the server refuses it for good or too long has passed.
// Only a crash between the mail server's "accepted" and the ledger's write can still repeat one.
import type { Email, EmailCategory } from './email';
import type { Mailer } from './mailer.port';

export interface DeliveryState {
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  firstTriedAt: Date;
}

export interface DeliveryLedger {
  stateOf(key: string): Promise<DeliveryState | null>;
  markSent(key: string, category: EmailCategory): Promise<void>;
  /** Counts a failed attempt; answers the state after it. */
  markAttemptFailed(key: string, category: EmailCategory): Promise<DeliveryState>;
  markGivenUp(key: string): Promise<void>;
  /** Records a message that will not be sent (nothing to send any more); a sent one stays sent. */
  markSkipped(key: string, category: EmailCategory): Promise<void>;
  /** How the messages whose keys start with `prefix` stand. */
  countByStatus(prefix: string): Promise<Record<DeliveryState['status'], number>>;
}

export interface DeliveryDeps {
  mailer: Mailer;
  ledger: DeliveryLedger;
  now: () => Date;
  /** Attempts a message the mail server refuses for good (5xx) gets. */
  permanentFailureAttempts: number;
  /** How long a message the server cannot take for now (down, 4xx) is retried. */
  giveUpAfterMs: number;
  /** Told when a message is given up. */
  onGiveUp(key: string, category: EmailCategory, attempts: number): void;
}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'given-up';

/** A mail server's lasting refusal (an SMTP 5xx reply: no such mailbox, rejected as spam, ...). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export async function deliverOnce(
  deps: DeliveryDeps,
  key: string,
  email: Email,
): Promise<DeliveryOutcome> {
  const state = await deps.ledger.stateOf(key);
  if (state?.status === 'sent') return 'already-sent';
  if (state?.status === 'failed' || state?.status === 'skipped') return 'given-up';
  try {
    await deps.mailer.send(email);
  } catch (error) {
    const after = await deps.ledger.markAttemptFailed(key, email.category);
    const tooLong = deps.now().getTime() - after.firstTriedAt.getTime() >= deps.giveUpAfterMs;
    if ((isPermanent(error) && after.attempts >= deps.permanentFailureAttempts) || tooLong) {
      await deps.ledger.markGivenUp(key);
      deps.onGiveUp(key, email.category, after.attempts);
      return 'given-up';
    }
    throw error; // the reactor tries again, with backoff
  }
  await deps.ledger.markSent(key, email.category);
  return 'sent';
}
