import { describe, expect, it } from 'vitest';
import type { ReservationEvent } from './accounts.events';
import {
  decideReservation,
  evolveReservation,
  initialReservationState,
  NameTakenError,
} from './reservation.decider';

const given = (...events: ReservationEvent[]) =>
  events.reduce(evolveReservation, initialReservationState());

describe('reservation decider', () => {
  it('claims a free name', () => {
    expect(decideReservation(given(), { type: 'Claim', userId: 1 })).toEqual([
      { type: 'NameClaimed', data: { userId: 1 } },
    ]);
  });

  it('refuses a name another user holds, and is a no-op for the holder', () => {
    const held = given({ type: 'NameClaimed', data: { userId: 1 } });
    expect(() => decideReservation(held, { type: 'Claim', userId: 2 })).toThrow(NameTakenError);
    expect(decideReservation(held, { type: 'Claim', userId: 1 })).toEqual([]);
  });

  it('frees a released name for someone else', () => {
    const released = given(
      { type: 'NameClaimed', data: { userId: 1 } },
      { type: 'NameReleased', data: { userId: 1 } },
    );
    expect(decideReservation(released, { type: 'Claim', userId: 2 })).toEqual([
      { type: 'NameClaimed', data: { userId: 2 } },
    ]);
    expect(decideReservation(released, { type: 'Release', userId: 1 })).toEqual([]);
  });
});
