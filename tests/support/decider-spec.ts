// Decider tests in given/when/then form: given the events a stream holds, when a command comes,
// then these events are recorded (or this error is thrown). Pure: no store, no I/O.
import { expect } from 'vitest';
import { fold, type Decider, type DomainEvent } from '../../src/domain/shared/decider';

export function deciderSpec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given: (history: Event[] = []) => ({
      when: (command: Command) => {
        const decide = () => decider.decide(command, fold(decider, history));
        return {
          then: (expected: Event[]) => expect(decide()).toEqual(expected),
          /** The error's class, and (for a DomainError of several rules) the rule's code. */
          thenThrows: (error: abstract new (...args: never[]) => Error, code?: string) => {
            expect(decide).toThrow(error);
            if (code !== undefined) expect(decide).toThrow(expect.objectContaining({ code }));
          },
        };
      },
    }),
  };
}
