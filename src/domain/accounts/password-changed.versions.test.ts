import { describe, expect, it } from 'vitest';
import { EventCatalogue } from '../shared/event-catalogue';
import { accountsEvents } from './accounts.events';

const catalogue = new EventCatalogue(Object.values(accountsEvents));
const appUpcasters = catalogue.upcasters;

describe('PasswordChanged versions', () => {
  it('is written at version 2', () => {
    expect(appUpcasters.currentVersion('PasswordChanged')).toBe(2);
  });

  it('lifts a stored v1 event to v2 with reason unknown', () => {
    const stored = {
      type: 'PasswordChanged',
      schemaVersion: 1,
      data: { userId: 4, sealedPassword: 'v1.a.b.c', changedAt: '2025-01-02T03:04:05.000Z' },
    };
    expect(appUpcasters.upcast(stored)).toEqual({
      type: 'PasswordChanged',
      schemaVersion: 2,
      data: {
        userId: 4,
        sealedPassword: 'v1.a.b.c',
        changedAt: '2025-01-02T03:04:05.000Z',
        reason: 'unknown',
      },
    });
  });

  it('refuses a corrupt v1 event instead of guessing', () => {
    expect(() =>
      appUpcasters.upcast({ type: 'PasswordChanged', schemaVersion: 1, data: { userId: 'x' } }),
    ).toThrow();
  });
});
