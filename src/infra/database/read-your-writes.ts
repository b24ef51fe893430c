// Read-your-writes across app processes. A process answers a write only once the read models
// hold it, but the other processes learn of the change from a NOTIFY a moment later, and until
// then their caches may still show the old state (seen: 2 journeys left on one process right
// after the third was started on the other). So the answer to a write names the write's place in
// the log (a short-lived cookie, see readYourWrites), and while a request carries a place this
// process has not yet heard the notices up to, its caches do not serve it: it reads the database.
import { AsyncLocalStorage } from 'node:async_hooks';
import { comparePositions, type Position } from '../../app/shared/event-store.port';

interface RequestPositions {
  /** The newest write this client was answered for (from its cookie). */
  required?: Position;
  /** The newest write this request made and waited for. */
  written?: Position;
}

const storage = new AsyncLocalStorage<RequestPositions>();

export function runWithPositions<T>(
  required: Position | undefined,
  work: (positions: RequestPositions) => Promise<T>,
): Promise<T> {
  const positions: RequestPositions = { required };
  return storage.run(positions, () => work(positions));
}

/** Called once a write's read models are up to date (outside a request: nothing to do). */
export function noteWritten(position: Position): void {
  const positions = storage.getStore();
  if (!positions) return;
  if (!positions.written || comparePositions(position, positions.written) > 0)
    positions.written = position;
}

/** Whether a cache may serve this request, given the newest position whose notices it heard. */
export function mayServeFromCache(heard: Position | undefined): boolean {
  const required = storage.getStore()?.required;
  return !required || (heard !== undefined && comparePositions(required, heard) <= 0);
}

const POSITION = /^(\d{1,20})\.(\d{1,20})$/;

export function encodePosition(position: Position): string {
  return `${position.commit}.${position.prepare}`;
}

export function decodePosition(text: string | undefined): Position | undefined {
  const match = text ? POSITION.exec(text) : null;
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : undefined;
}
