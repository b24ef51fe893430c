// A reservation stream holds one unique name (username or email lookup key) for one user.
// Appending with the revision we read makes two racing claims impossible: one append wins.
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { ReservationEvent } from './accounts.events';

export interface ReservationState {
  holder: number | null;
}

export const initialReservationState = (): ReservationState => ({ holder: null });

export type ReservationCommand =
  { type: 'Claim'; userId: number } | { type: 'Release'; userId: number };

export class NameTakenError extends DomainError<'name_taken'> {
  override readonly name = 'NameTakenError';
  constructor() {
    super('name_taken');
  }
}

export function decideReservation(
  state: ReservationState,
  command: ReservationCommand,
): ReservationEvent[] {
  switch (command.type) {
    case 'Claim':
      if (state.holder === command.userId) return [];
      if (state.holder !== null) throw new NameTakenError();
      return [{ type: 'NameClaimed', data: { userId: command.userId } }];
    case 'Release':
      return state.holder === command.userId
        ? [{ type: 'NameReleased', data: { userId: command.userId } }]
        : [];
  }
}

export function evolveReservation(
  state: ReservationState,
  event: ReservationEvent,
): ReservationState {
  switch (event.type) {
    case 'NameClaimed':
      return { holder: event.data.userId };
    case 'NameReleased':
      return state.holder === event.data.userId ? { holder: null } : state;
  }
}

/** The reservation rules as one value. */
export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent> = {
  decide: (command, state) => decideReservation(state, command),
  evolve: evolveReservation,
  initialState: initialReservationState,
};
