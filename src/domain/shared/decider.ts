// A decider is a value: one aggregate's rules as three pure functions. `decide` turns a command
// and the current state into the events that record what happened (or throws a domain error);
// `evolve` folds one event into the state; `initialState` is the state of an empty stream. The
// command handler (src/app/shared/command-handler.ts) does the I/O around it: read, fold, decide,
// append with the expected revision, retry on a conflict.

/** What a decider returns: the event's type and data, without ids or metadata (those are I/O). */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** The state after a history of events. */
export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
