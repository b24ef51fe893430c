import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../shared/event-store.port';
import type { Email } from './email';
import { passwordChangedNoticeReactor } from './password-changed-notice';

const now = new Date('2026-11-27T12:00:00Z');
const changed = (id: string, recordedAt: Date, userId = 7): RecordedEvent => ({
  id,
  type: 'PasswordChanged',
  data: { userId, sealedPassword: 'sealed', changedAt: recordedAt.toISOString(), reason: 'reset' },
  metadata: { schemaVersion: 2, actor: 'user:7', correlationId: 'c', causationId: null },
  streamId: `user-${userId}`,
  revision: 1n,
  position: { commit: 1n, prepare: 1n },
  recordedAt,
});

function harness() {
  const sent: Array<{ key: string; email: Email }> = [];
  const reactor = passwordChangedNoticeReactor({
    contact: async (userId) =>
      userId === 7 ? { email: 'rowan@example.com', username: 'Rowan' } : null,
    deliverOnce: async (key, email) => {
      sent.push({ key, email });
      return 'sent';
    },
    site: { appName: 'Lantern Tales', appUrl: 'https://tales.example' },
    now: () => now,
  });
  return { reactor, sent };
}

describe('the password-changed notice', () => {
  it('goes to the person, keyed by the event, with the notice text', async () => {
    const { reactor, sent } = harness();
    await reactor.react(changed('e-1', new Date(now.getTime() - 60_000)));
    expect(sent).toEqual([
      {
        key: 'e-1/0',
        email: expect.objectContaining({
          to: 'rowan@example.com',
          subject: 'Your Lantern Tales password was changed',
          category: 'account',
        }),
      },
    ]);
  });

  it('is not sent for a change more than a day old, nor for an account that is gone', async () => {
    const { reactor, sent } = harness();
    await reactor.react(changed('e-2', new Date(now.getTime() - 25 * 60 * 60 * 1000)));
    await reactor.react(changed('e-3', now, 99));
    expect(sent).toEqual([]);
  });
});
