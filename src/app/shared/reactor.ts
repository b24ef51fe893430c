// A reactor: a side effect that follows events (erasing a deleted person's data, sending mail).
// It runs from the event log with a checkpoint of its own, at least once: a crash after the
// effect and before the checkpoint repeats it, so every effect must be safe to repeat for the
// same event (idempotent by event id).
import type { RecordedEvent } from './event-store.port';

export interface Reactor {
  /** Stable name: the key of its checkpoint. */
  name: string;
  /** Event types it reacts to. */
  handles: readonly string[];
  /**
   * `signal` aborts when the runner stops (shutdown): a long reaction (a send to thousands) checks
   * it between steps and throws; the event is handled again after the restart (idempotent).
   */
  react(event: RecordedEvent, signal?: AbortSignal): Promise<void>;
}
