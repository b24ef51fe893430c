// Log-in with a username or an email. One answer for a wrong password and an unknown user, and
// the same time spent on both.
import { failWith } from '../shared/error-table';
import { accountsErrors } from './accounts.errors';
import type { AccountsDeps } from './accounts.deps';
import type { AccountRow } from './accounts.ports';
import { toUserView, type UserView } from './user-view';

/** The read-model row for a username or an email (an @ decides which is tried first). */
export async function findAccount(
  deps: Pick<AccountsDeps, 'readModel' | 'lookupKeys'>,
  usernameOrEmail: string,
): Promise<AccountRow | null> {
  const byEmail = () => deps.readModel.findByEmailKey(deps.lookupKeys.email(usernameOrEmail));
  const byName = () => deps.readModel.findByUsernameKey(deps.lookupKeys.username(usernameOrEmail));
  return usernameOrEmail.includes('@')
    ? ((await byEmail()) ?? (await byName()))
    : ((await byName()) ?? (await byEmail()));
}

/** The user when `password` is theirs; null otherwise (after the same bcrypt time). */
export async function verifyPassword(
  deps: Pick<AccountsDeps, 'vault' | 'hasher'>,
  row: AccountRow | null,
  password: string,
): Promise<boolean> {
  const hash = row ? await deps.vault.open<string>(row.userId, row.sealedPassword) : null;
  if (!hash) {
    await deps.hasher.verifyNothing(password);
    return false;
  }
  return deps.hasher.verify(password, hash);
}

export async function logIn(
  deps: AccountsDeps,
  usernameOrEmail: string,
  password: string,
): Promise<UserView> {
  return logInAs(deps, await findAccount(deps, usernameOrEmail), password);
}

/** Log-in once the account (or its absence) is known, e.g. after throttling by account. */
export async function logInAs(
  deps: AccountsDeps,
  row: AccountRow | null,
  password: string,
): Promise<UserView> {
  const ok = await verifyPassword(deps, row, password);
  const user = ok && row ? await toUserView(deps, row) : null;
  if (!user) throw failWith(accountsErrors, 'invalid_credentials');
  return user;
}
