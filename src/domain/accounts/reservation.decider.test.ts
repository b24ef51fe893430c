import { describe, it } from 'vitest';
import { deciderSpec } from '../../../tests/support/decider-spec';
import type { ReservationEvent } from './accounts.events';
import { NameTakenError, reservationDecider } from './reservation.decider';

const claimed = (userId: number): ReservationEvent => ({ type: 'NameClaimed', data: { userId } });
const released = (userId: number): ReservationEvent => ({
  type: 'NameReleased',
  data: { userId },
});

describe('reservation decider', () => {
  const spec = deciderSpec(reservationDecider);

  describe('Claim', () => {
    it('claims a free name', () => {
      spec
        .given([])
        .when({ type: 'Claim', userId: 1 })
        .then([claimed(1)]);
    });

    it('refuses a name another user holds', () => {
      spec
        .given([claimed(1)])
        .when({ type: 'Claim', userId: 2 })
        .thenThrows(NameTakenError, 'name_taken');
    });

    it('is a no-op for the holder (a retried sign-up)', () => {
      spec
        .given([claimed(1)])
        .when({ type: 'Claim', userId: 1 })
        .then([]);
    });

    it('lets someone else claim a released name', () => {
      spec
        .given([claimed(1), released(1)])
        .when({ type: 'Claim', userId: 2 })
        .then([claimed(2)]);
    });
  });

  describe('Release', () => {
    it('releases the holder’s name', () => {
      spec
        .given([claimed(1)])
        .when({ type: 'Release', userId: 1 })
        .then([released(1)]);
    });

    it('releases nothing for someone who does not hold it', () => {
      spec
        .given([claimed(1)])
        .when({ type: 'Release', userId: 2 })
        .then([]);
      spec.given([]).when({ type: 'Release', userId: 1 }).then([]);
    });

    it('releases a name once', () => {
      spec
        .given([claimed(1), released(1)])
        .when({ type: 'Release', userId: 1 })
        .then([]);
    });
  });
});
