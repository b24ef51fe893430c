// The User object of SPEC.md section 3, built from the read models and the sealed identity.
// It never carries a password hash.
import { allowanceView } from '../allowance/allowance-view';
import type { AccountsDeps } from './accounts.deps';
import type { AccountRow } from './accounts.ports';

export interface UserView {
  id: number;
  username: string;
  email: string | null;
  /** Additive to SPEC.md's User: whether the address is confirmed (needed to email a journey). */
  emailConfirmed: boolean;
  isAdmin: boolean;
  /** Additive: may open the read-only audit pages. */
  isAuditor: boolean;
  journeyCount: number;
  hasActiveSubscription: boolean;
  journeyResetDate: string | null;
}

export interface Identity {
  username: string;
  email: string;
}

type ViewDeps = Pick<AccountsDeps, 'vault' | 'allowance' | 'subscriptions' | 'clock'>;

export async function toUserView(deps: ViewDeps, row: AccountRow): Promise<UserView | null> {
  const identity = await deps.vault.open<Identity>(row.userId, row.sealedIdentity);
  if (!identity) return null;
  const [allowance, hasActiveSubscription] = await Promise.all([
    deps.allowance.find(row.userId),
    deps.subscriptions.hasActiveSubscription(row.userId),
  ]);
  return {
    id: row.userId,
    username: identity.username,
    email: identity.email || null,
    emailConfirmed: row.emailConfirmed,
    isAdmin: row.isAdmin,
    isAuditor: row.isAuditor,
    ...allowanceView(allowance, row.signedUpAt, deps.clock.now()),
    hasActiveSubscription,
  };
}

export async function findUserView(
  deps: ViewDeps & Pick<AccountsDeps, 'readModel'>,
  userId: number,
): Promise<UserView | null> {
  const row = await deps.readModel.findById(userId);
  return row ? toUserView(deps, row) : null;
}
