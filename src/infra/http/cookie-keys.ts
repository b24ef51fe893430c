// The keys that sign the session cookie, as Koa's cookies want them (keygrip's sign/verify/index,
// same HMAC-SHA1 and encoding, so cookies signed before stay valid). Checking a signature is the
// costliest step of a signed-in request (keygrip compares through two extra HMACs), so a
// signature found valid is remembered (bounded): the same cookie and signature always give the
// same answer. Only valid ones are kept: a wrong signature is checked in full, in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAX_REMEMBERED = 10_000;

export class CookieKeys {
  private readonly valid = new Map<string, number>();

  constructor(private readonly keys: readonly string[]) {
    if (keys.length === 0) throw new Error('CookieKeys: at least one key is needed');
  }

  sign(data: string): string {
    return this.signWith(data, this.keys[0]!);
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  index(data: string, digest: string): number {
    const memo = `${digest}\n${data}`;
    const known = this.valid.get(memo);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    for (let i = 0; i < this.keys.length; i++) {
      const expected = Buffer.from(this.signWith(data, this.keys[i]!));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        if (this.valid.size >= MAX_REMEMBERED) this.valid.clear();
        this.valid.set(memo, i);
        return i;
      }
    }
    return -1;
  }

  private signWith(data: string, key: string): string {
    return createHmac('sha1', key).update(data).digest('base64url');
  }
}
