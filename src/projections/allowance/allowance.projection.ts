// allowance: per user, journeys used in the current free period and its end. Renewals and
// give-backs keep it exact; account deletion removes the row.
import type { AllowanceEvent } from '../../domain/allowance/allowance.events';
import type { UserDeleted } from '../../domain/accounts/accounts.events';
import { defineProjection } from '../projection';

export const allowanceProjection = defineProjection<AllowanceEvent | UserDeleted>({
  name: 'allowance',
  tables: ['allowance'],
  handles: [
    'AllowancePeriodRenewed',
    'JourneyStarted',
    'JourneyGivenBack',
    'JourneyCompleted',
    'JourneysResetByAdmin',
    'UnlimitedJourneysGranted',
    'UserDeleted',
  ],
  async apply(trx, event) {
    const userId = event.data.userId;
    switch (event.type) {
      case 'AllowancePeriodRenewed':
        await trx('allowance')
          .insert({ user_id: userId, used: 0, period_end: event.data.periodEnd })
          .onConflict('user_id')
          .merge({ used: 0, period_end: event.data.periodEnd });
        return;
      case 'JourneyStarted':
        await trx('allowance')
          .insert({
            user_id: userId,
            used: event.data.unlimited ? 0 : 1,
            period_end: event.data.periodEnd,
            journeys_started: 1,
            last_journey_at: event.recordedAt,
          })
          .onConflict('user_id')
          .merge({
            used: trx.raw('allowance.used + ?', [event.data.unlimited ? 0 : 1]),
            journeys_started: trx.raw('allowance.journeys_started + 1'),
            last_journey_at: event.recordedAt,
          });
        return;
      case 'JourneyGivenBack':
        await trx('allowance')
          .where({ user_id: userId })
          .update({
            used: trx.raw('greatest(used - ?, 0)', [event.data.counted ? 1 : 0]),
            journeys_started: trx.raw('greatest(journeys_started - 1, 0)'),
          });
        return;
      case 'JourneyCompleted':
        await trx('allowance').where({ user_id: userId }).increment('journeys_completed', 1);
        return;
      case 'JourneysResetByAdmin':
        await trx('allowance').where({ user_id: userId }).update({ used: 0 });
        return;
      case 'UnlimitedJourneysGranted':
        // A grant may come before any journey: the row then starts with the period to come.
        await trx('allowance')
          .insert({
            user_id: userId,
            used: 0,
            period_end: event.data.until,
            unlimited_until: event.data.until,
          })
          .onConflict('user_id')
          .merge({ unlimited_until: event.data.until });
        return;
      case 'UserDeleted':
        await trx('allowance').where({ user_id: userId }).delete();
        return;
    }
  },
});
