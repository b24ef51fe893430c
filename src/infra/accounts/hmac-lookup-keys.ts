// Keyed hashes (HMAC-SHA256) of normalised usernames and emails. The secret is derived from the
// current key-encryption key, so it lives outside the database and changes at every rotation:
// once a KEK is destroyed, nobody can recompute the hashes made with it, and the hashes of a
// deleted person left in events, old rows or backups no longer lead back to their name.
import { createHmac } from 'node:crypto';
import type { LookupKeys } from '../../app/accounts/accounts.ports';
import { normaliseEmail, normaliseUsername } from '../../domain/accounts/account-rules';
import { usernameSkeleton } from './username-skeleton';

/** The lookup secret that belongs to one KEK. */
export function lookupSecret(kek: Buffer): Buffer {
  return createHmac('sha256', kek).update('lantern-tales lookup keys v1').digest();
}

export class HmacLookupKeys implements LookupKeys {
  /** `secret` is asked for at every hash, so a rotation takes effect at once. */
  constructor(private readonly secret: () => Buffer | string) {}

  static fixed(secret: Buffer | string): HmacLookupKeys {
    return new HmacLookupKeys(() => secret);
  }

  username(username: string): string {
    return this.digest(`username:${normaliseUsername(username)}`);
  }

  /** The keyed hash of the username's confusable skeleton: equal for look-alike names. */
  usernameSkeleton(username: string): string {
    return this.digest(`skeleton:${usernameSkeleton(username)}`);
  }

  email(email: string): string {
    return this.digest(`email:${normaliseEmail(email)}`);
  }

  private digest(value: string): string {
    return createHmac('sha256', this.secret()).update(value, 'utf8').digest('base64url');
  }
}

/** Lookups hashed with the KEK that `current()` names (the ring's pointer). */
export function keyRingLookupKeys(current: () => { id: string; key: Buffer }): HmacLookupKeys {
  let cached: { id: string; secret: Buffer } | undefined;
  return new HmacLookupKeys(() => {
    const kek = current();
    if (cached?.id !== kek.id) cached = { id: kek.id, secret: lookupSecret(kek.key) };
    return cached.secret;
  });
}
