// The token in an unsubscribe link: the user id and a keyed hash of it, so a link works without
// signing in (from any mail client) and nobody can write one for somebody else.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  private mac(userId: number): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${userId}`).digest('base64url');
  }

  issue(userId: number): string {
    return `${userId}.${this.mac(userId)}`;
  }

  /** The user id the token was issued for, or null for anything else. */
  verify(token: string): number | null {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    const given = Buffer.from(match[2]!);
    const expected = Buffer.from(this.mac(userId));
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }
}
