import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountsEvents } from '../accounts/accounts.events';
import { defineEvent, EventCatalogue, EventSchemaError, type EventOf } from './event-catalogue';

describe('the event catalogue', () => {
  const catalogue = new EventCatalogue(Object.values(accountsEvents));

  it('knows each type, and the version new events are written in', () => {
    expect(catalogue.types).toContain('UserSignedUp');
    expect(catalogue.currentVersion('UserSignedUp')).toBe(1);
    expect(catalogue.currentVersion('PasswordChanged')).toBe(2);
  });

  it('upcasts a stored old version to the current one', () => {
    const stored = {
      type: 'PasswordChanged',
      schemaVersion: 1,
      data: { userId: 4, sealedPassword: 's', changedAt: '2026-01-01T00:00:00.000Z' },
    };
    expect(catalogue.upcasters.upcast(stored)).toMatchObject({
      schemaVersion: 2,
      data: { reason: 'unknown' },
    });
  });

  it('refuses a wrong shape or an unknown type, naming the field but never a value', () => {
    expect(() => catalogue.check('UserDeleted', { userId: 3, deletedAt: 'x' })).not.toThrow();
    const wrong = () =>
      catalogue.check('UserSignedUp', { userId: 3, usernameKey: 'k', sealedIdentity: 'SECRET' });
    expect(wrong).toThrow(EventSchemaError);
    expect(wrong).toThrow(/^UserSignedUp: emailKey does not match its schema/);
    expect(wrong).not.toThrow(/SECRET/);
    expect(() => catalogue.check('Nope', {})).toThrow('Nope is not an event type of this app');
  });

  it('refuses a type defined twice', () => {
    const twice = defineEvent('UserDeleted', z.object({}));
    expect(() => new EventCatalogue([accountsEvents.UserDeleted, twice])).toThrow(
      'The event type UserDeleted is defined twice',
    );
  });

  it('gives the TypeScript type of an event from its schema', () => {
    const deleted: EventOf<typeof accountsEvents.UserDeleted> = {
      type: 'UserDeleted',
      data: { userId: 1, deletedAt: '2026-01-01T00:00:00.000Z' },
    };
    expect(deleted.data.userId).toBe(1);
  });
});
