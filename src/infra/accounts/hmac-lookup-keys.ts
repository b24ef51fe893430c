// Keyed hashes (HMAC-SHA256 with a server secret) of normalised usernames and emails.
import { createHmac } from 'node:crypto';
import type { LookupKeys } from '../../app/accounts/accounts.ports';
import { normaliseEmail, normaliseUsername } from '../../domain/accounts/account-rules';

export class HmacLookupKeys implements LookupKeys {
  constructor(private readonly secret: string) {}

  username(username: string): string {
    return this.digest(`username:${normaliseUsername(username)}`);
  }

  email(email: string): string {
    return this.digest(`email:${normaliseEmail(email)}`);
  }

  private digest(value: string): string {
    return createHmac('sha256', this.secret).update(value, 'utf8').digest('base64url');
  }
}
