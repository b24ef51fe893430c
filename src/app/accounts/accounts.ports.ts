// What the accounts module needs from the outside world; adapters live in src/infra/accounts.
import type { Position } from '../shared/event-store.port';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** Spends the time of a verify when there is no user, so timing does not reveal existence. */
  verifyNothing(password: string): Promise<void>;
}

/** Seals personal data with a per-user key; forgetting the key makes every sealed copy unreadable. */
export interface PersonalDataVault {
  /**
   * Creates the person's key and registers their names for lookups, unless one is someone
   * else's: then nothing is stored and the taken one is named.
   */
  createKey(
    userId: number,
    names: { username: string; email: string },
  ): Promise<'username' | 'email' | null>;
  seal(userId: number, value: unknown): Promise<string>;
  /** null when the key is gone (the person deleted their account). */
  open<T>(userId: number, sealed: string): Promise<T | null>;
  forget(userId: number): Promise<void>;
}

/** Keyed hashes of normalised usernames and emails: unique lookups without storing either. */
export interface LookupKeys {
  username(username: string): string;
  email(email: string): string;
}

export interface UserIdSequence {
  next(): Promise<number>;
}

export interface Clock {
  now(): Date;
}

export interface AccountRow {
  userId: number;
  usernameKey: string;
  emailKey: string;
  sealedIdentity: string;
  sealedPassword: string;
  isAdmin: boolean;
  /** May read the event log and run its checks (the audit pages), nothing more. */
  isAuditor: boolean;
  /** The person opened a confirmation link sent to their address. */
  emailConfirmed: boolean;
  signedUpAt: Date;
}

export interface AccountsReadModel {
  findById(userId: number): Promise<AccountRow | null>;
  findByUsernameKey(key: string): Promise<AccountRow | null>;
  findByEmailKey(key: string): Promise<AccountRow | null>;
  findUserIdByResetToken(tokenHash: string): Promise<number | null>;
  /** The user whose newest, unexpired confirmation link has this token hash. */
  findUserIdByConfirmationToken(tokenHash: string): Promise<number | null>;
  /** Accounts by id, a page at a time (the admin's list), and how many there are. */
  list(page: { limit: number; offset: number }): Promise<{ rows: AccountRow[]; total: number }>;
}

export interface SessionRevoker {
  revokeAllForUser(userId: number): Promise<void>;
}

/** Waits (bounded) until the read models show a write at `position`. */
export type WaitForProjections = (position: Position) => Promise<boolean>;
