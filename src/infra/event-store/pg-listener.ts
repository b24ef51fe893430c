// Every process LISTENs for other processes' appends and turns each NOTIFY into a wake-up of its
// subscriptions. While the connection is down, subscriptions fall back to polling; on each
// (re)connect one immediate read picks up anything appended meanwhile.
import type { EventEmitter } from 'node:events';
import { ChannelListener } from '../database/channel-listener';
import type { BackoffOptions } from '../database/backoff';
import { WAKE_EVENT } from './polling-subscription';

export const NOTIFY_CHANNEL = 'lantern_events';

export function listenForAppends(
  connectionString: string,
  wakeups: EventEmitter,
  onError: (error: unknown) => void,
  backoff?: BackoffOptions,
): ChannelListener {
  const wake = () => wakeups.emit(WAKE_EVENT);
  return new ChannelListener(
    connectionString,
    NOTIFY_CHANNEL,
    { notice: wake, connected: wake, lost: () => undefined },
    onError,
    backoff,
  );
}
