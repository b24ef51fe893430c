// error_log: one row per error group (an error and its repeats), with how often and when it was
// seen, the latest report's details, and whether an operator resolved it. A new report of a
// resolved error opens it again. An account's deletion takes its id off the rows.
import type { UserDeleted } from '../../domain/accounts/accounts.events';
import type { ErrorLogEvent } from '../../domain/errors/error-log.events';
import { defineProjection } from '../projection';

export const errorLogProjection = defineProjection<ErrorLogEvent | UserDeleted>({
  name: 'error-log',
  tables: ['error_log'],
  handles: ['ErrorReported', 'ErrorResolved', 'UserDeleted'],
  async apply(trx, event) {
    if (event.type === 'UserDeleted') {
      await trx('error_log').where({ user_id: event.data.userId }).update({ user_id: null });
      return;
    }
    if (event.type === 'ErrorResolved') {
      await trx('error_log').where({ id: event.data.errorId }).update({ resolved: true });
      return;
    }
    const { data } = event;
    const latest = {
      error_type: data.errorType,
      message: data.message,
      url: data.url,
      stack: data.stack,
      user_id: data.userId,
      source: data.source,
      last_seen_at: data.reportedAt,
      resolved: false,
    };
    await trx('error_log')
      .insert({ id: data.errorId, ...latest, created_at: data.reportedAt, count: 1 })
      .onConflict('id')
      .merge({ ...latest, count: trx.raw('error_log.count + 1') });
  },
});
