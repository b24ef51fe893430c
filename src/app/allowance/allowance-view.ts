// Journeys left and the reset date, as the User object shows them (SPEC.md section 3).
import {
  currentPeriodEnd,
  firstPeriodEnd,
  FREE_JOURNEYS_PER_PERIOD,
  journeysLeft,
  UNLIMITED_GRANT_COUNT,
} from '../../domain/allowance/allowance-rules';
import type { AllowanceRow } from './allowance.ports';

export interface AllowanceView {
  journeyCount: number;
  journeyResetDate: string;
}

export function allowanceView(
  row: AllowanceRow | null,
  signedUpAt: Date,
  now: Date,
): AllowanceView {
  if (row?.unlimitedUntil && now < row.unlimitedUntil) {
    return {
      journeyCount: UNLIMITED_GRANT_COUNT,
      journeyResetDate: row.unlimitedUntil.toISOString(),
    };
  }
  if (!row) {
    return {
      journeyCount: FREE_JOURNEYS_PER_PERIOD,
      journeyResetDate: currentPeriodEnd(firstPeriodEnd(signedUpAt), now).toISOString(),
    };
  }
  return {
    journeyCount: journeysLeft(row.used, row.periodEnd, now),
    journeyResetDate: currentPeriodEnd(row.periodEnd, now).toISOString(),
  };
}
