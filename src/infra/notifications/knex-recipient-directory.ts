// What the read models know about people, for the Emails tab's kinds: one query over accounts,
// the allowance, each person's current plan and their email preference (the notifications module
// reads these read models; it never writes them). Addresses come from the accounts vault.
import type { Knex } from 'knex';
import type { RecipientDirectory } from '../../app/notifications/email-campaigns';
import {
  currentPeriodEnd,
  firstPeriodEnd,
  PERIOD_DAYS,
} from '../../domain/allowance/allowance-rules';
import type { RecipientFacts } from '../../domain/notifications/email-kinds';

interface Row {
  user_id: number;
  signed_up_at: Date | string;
  journeys_started: number | null;
  journeys_completed: number | null;
  last_journey_at: Date | string | null;
  period_end: Date | string | null;
  plan: 'monthly' | 'annual' | null;
  amount_cents: number | null;
  phase: 'none' | 'active' | 'past_due' | 'ended' | null;
  cancel_at_period_end: boolean | null;
  plan_period_end: Date | string | null;
  ended_at: Date | string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  engagement: boolean;
}

const FACTS = `select u.user_id, u.signed_up_at, a.journeys_started, a.journeys_completed,
    a.last_journey_at, a.period_end, s.plan, s.amount_cents, s.phase, s.cancel_at_period_end,
    s.period_end as plan_period_end, s.ended_at, s.card_exp_month, s.card_exp_year, coalesce(p.engagement, true) as engagement
  from accounts_users u
  left join allowance a on a.user_id = u.user_id
  left join lateral (
    select * from subscriptions s where s.user_id = u.user_id and s.phase <> 'none'
    order by case when s.phase = 'ended' then 1 else 0 end, s.period_end desc limit 1
  ) s on true
  left join email_preferences p on p.user_id = u.user_id`;

const PERIOD_MS = PERIOD_DAYS * 24 * 60 * 60 * 1000;

export class KnexRecipientDirectory implements RecipientDirectory {
  constructor(
    private readonly knex: Knex,
    readonly contact: RecipientDirectory['contact'],
    private readonly now: () => Date = () => new Date(),
  ) {}

  async facts(userIds: readonly number[] | 'everyone'): Promise<RecipientFacts[]> {
    const result = (await (userIds === 'everyone'
      ? this.knex.raw(`${FACTS} order by u.user_id`)
      : this.knex.raw(`${FACTS} where u.user_id = any(?::int[]) order by u.user_id`, [
          [...userIds],
        ]))) as { rows: Row[] };
    const now = this.now();
    return result.rows.map((row) => this.toFacts(row, now));
  }

  private toFacts(row: Row, now: Date): RecipientFacts {
    const signedUpAt = new Date(row.signed_up_at);
    const periodEnd = currentPeriodEnd(
      row.period_end ? new Date(row.period_end) : firstPeriodEnd(signedUpAt),
      now,
    );
    const periodStart = new Date(periodEnd.getTime() - PERIOD_MS);
    return {
      userId: row.user_id,
      signedUpAt,
      journeysStarted: row.journeys_started ?? 0,
      journeysCompleted: row.journeys_completed ?? 0,
      lastJourneyAt: row.last_journey_at ? new Date(row.last_journey_at) : null,
      // The first period starts at sign-up: that is not a renewal.
      freeJourneysRenewedAt: periodStart.getTime() > signedUpAt.getTime() ? periodStart : null,
      plan:
        row.plan && row.phase && row.phase !== 'none' && row.plan_period_end
          ? {
              plan: row.plan,
              amountCents: row.amount_cents ?? 0,
              status: row.phase,
              cancelAtPeriodEnd: row.cancel_at_period_end ?? false,
              periodEnd: new Date(row.plan_period_end),
              endedAt: row.ended_at ? new Date(row.ended_at) : null,
              card:
                row.card_exp_month && row.card_exp_year
                  ? { expMonth: row.card_exp_month, expYear: row.card_exp_year }
                  : null,
            }
          : null,
      acceptsEngagement: row.engagement,
    };
  }
}
