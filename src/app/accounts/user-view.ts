// The User object of SPEC.md section 3, built from the read model and the sealed identity.
// It never carries a password hash.
import type { AccountsDeps } from './accounts.deps';
import type { AccountRow } from './accounts.ports';

export interface UserView {
  id: number;
  username: string;
  email: string | null;
  isAdmin: boolean;
  journeyCount: number;
  hasActiveSubscription: boolean;
  journeyResetDate: string | null;
}

export interface Identity {
  username: string;
  email: string;
}

/** Until the allowance module supplies them: the free plan's 3 journeys, renewing 30 days on. */
const FREE_JOURNEYS = 3;
const PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

export async function toUserView(
  deps: Pick<AccountsDeps, 'vault'>,
  row: AccountRow,
): Promise<UserView | null> {
  const identity = await deps.vault.open<Identity>(row.userId, row.sealedIdentity);
  if (!identity) return null;
  return {
    id: row.userId,
    username: identity.username,
    email: identity.email || null,
    isAdmin: row.isAdmin,
    journeyCount: FREE_JOURNEYS,
    hasActiveSubscription: false,
    journeyResetDate: new Date(row.signedUpAt.getTime() + PERIOD_MS).toISOString(),
  };
}

export async function findUserView(
  deps: Pick<AccountsDeps, 'vault' | 'readModel'>,
  userId: number,
): Promise<UserView | null> {
  const row = await deps.readModel.findById(userId);
  return row ? toUserView(deps, row) : null;
}
