import { describe, expect, it } from 'vitest';
import type { Email } from './email';
import {
  deliverOnce,
  type DeliveryDeps,
  type DeliveryLedger,
  type DeliveryState,
} from './deliver-once';

class MemoryLedger implements DeliveryLedger {
  rows = new Map<string, DeliveryState>();
  constructor(private readonly now: () => Date) {}
  async stateOf(key: string) {
    return this.rows.get(key) ?? null;
  }
  async markSent(key: string) {
    const row = this.rows.get(key);
    this.rows.set(key, {
      status: 'sent',
      attempts: (row?.attempts ?? 0) + 1,
      firstTriedAt: row?.firstTriedAt ?? this.now(),
    });
  }
  async markAttemptFailed(key: string) {
    const row = this.rows.get(key);
    const next: DeliveryState = {
      status: 'pending',
      attempts: (row?.attempts ?? 0) + 1,
      firstTriedAt: row?.firstTriedAt ?? this.now(),
    };
    this.rows.set(key, next);
    return next;
  }
  async markSkipped(key: string) {
    this.rows.set(key, { status: 'skipped', attempts: 0, firstTriedAt: this.now() });
  }
  async countByStatus() {
    return { pending: 0, sent: 0, failed: 0, skipped: 0 };
  }
  async markGivenUp(key: string) {
    this.rows.set(key, { ...this.rows.get(key)!, status: 'failed' });
  }
}

const email: Email = {
  to: 'wren@example.com',
  subject: 'Your receipt',
  preheader: 'Thank you',
  category: 'billing',
  blocks: [{ kind: 'paragraph', text: 'Paid.' }],
};

function harness(failures: Array<Error & { responseCode?: number }> = []) {
  let clock = new Date('2026-11-27T10:00:00Z');
  const sent: Email[] = [];
  const givenUp: string[] = [];
  const ledger = new MemoryLedger(() => clock);
  const deps: DeliveryDeps = {
    mailer: {
      async send(message) {
        const failure = failures.shift();
        if (failure) throw failure;
        sent.push(message);
      },
      async forgetRecipient() {},
      async close() {},
    },
    ledger,
    now: () => clock,
    permanentFailureAttempts: 3,
    giveUpAfterMs: 24 * 60 * 60 * 1000,
    onGiveUp: (key) => givenUp.push(key),
  };
  return {
    deps,
    sent,
    givenUp,
    ledger,
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
  };
}

const refused = (code: number) =>
  Object.assign(new Error(`${code} refused`), { responseCode: code });

describe('delivering mail that follows an event once', () => {
  it('sends a message once, however often its event is handled again', async () => {
    const { deps, sent } = harness();
    expect(await deliverOnce(deps, 'event-1/0', email)).toBe('sent');
    expect(await deliverOnce(deps, 'event-1/0', email)).toBe('already-sent');
    expect(await deliverOnce(deps, 'event-1/1', email)).toBe('sent');
    expect(sent).toHaveLength(2);
  });

  it('fails while the mail server is down (the reactor retries with backoff), then sends once', async () => {
    const { deps, sent, ledger } = harness([new Error('ECONNREFUSED'), refused(451)]);
    await expect(deliverOnce(deps, 'event-2/0', email)).rejects.toThrow('ECONNREFUSED');
    await expect(deliverOnce(deps, 'event-2/0', email)).rejects.toThrow('451 refused');
    expect(await deliverOnce(deps, 'event-2/0', email)).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(ledger.rows.get('event-2/0')).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives a message the server refuses for good three attempts, then records it as failed', async () => {
    const { deps, sent, givenUp, ledger } = harness([refused(550), refused(550), refused(550)]);
    await expect(deliverOnce(deps, 'event-3/0', email)).rejects.toThrow();
    await expect(deliverOnce(deps, 'event-3/0', email)).rejects.toThrow();
    expect(await deliverOnce(deps, 'event-3/0', email)).toBe('given-up');
    expect(givenUp).toEqual(['event-3/0']);
    expect(ledger.rows.get('event-3/0')?.status).toBe('failed');
    // A failed message is not tried again when its event comes round once more.
    expect(await deliverOnce(deps, 'event-3/0', email)).toBe('given-up');
    expect(sent).toEqual([]);
  });

  it('retries a server that is down for up to the retry window, then gives up', async () => {
    const down = () => new Error('ECONNREFUSED');
    const { deps, givenUp, advance } = harness([down(), down(), down()]);
    await expect(deliverOnce(deps, 'event-4/0', email)).rejects.toThrow();
    advance(23 * 60 * 60 * 1000);
    await expect(deliverOnce(deps, 'event-4/0', email)).rejects.toThrow();
    advance(60 * 60 * 1000);
    expect(await deliverOnce(deps, 'event-4/0', email)).toBe('given-up');
    expect(givenUp).toEqual(['event-4/0']);
  });
});
