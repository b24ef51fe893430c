// One error group (its repeats share a stream): reported any number of times, resolved by an
// operator; a new report of a resolved error opens it again.
import { DomainError } from '../shared/domain-error';
import type { Decider } from '../shared/decider';
import type { ErrorLogEvent, ErrorReported } from './error-log.events';

export interface ErrorGroupState {
  reports: number;
  resolved: boolean;
}

export type ErrorGroupCommand =
  { type: 'Report'; report: ErrorReported['data'] } | { type: 'Resolve'; errorId: string };

export class NoSuchErrorError extends DomainError<'no_such_error'> {
  override readonly name = 'NoSuchErrorError';
  constructor() {
    super('no_such_error');
  }
}

export const errorGroupDecider: Decider<ErrorGroupState, ErrorGroupCommand, ErrorLogEvent> = {
  initialState: () => ({ reports: 0, resolved: false }),
  decide(command, state) {
    if (command.type === 'Report') return [{ type: 'ErrorReported', data: command.report }];
    if (state.reports === 0) throw new NoSuchErrorError();
    return state.resolved ? [] : [{ type: 'ErrorResolved', data: { errorId: command.errorId } }];
  },
  evolve(state, event) {
    return event.type === 'ErrorReported'
      ? { reports: state.reports + 1, resolved: false }
      : { ...state, resolved: true };
  },
};
