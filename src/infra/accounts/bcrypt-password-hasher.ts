// bcrypt with a SHA-256 pre-hash (OWASP: bcrypt reads only the first 72 bytes, so two long
// passwords sharing them would match; base64 of SHA-256 is 44 bytes, all of it counts).
// bcrypt's async API hashes on the libuv thread pool: the event loop never blocks.
import { createHash } from 'node:crypto';
import bcrypt from 'bcrypt';
import type { PasswordHasher } from '../../app/accounts/accounts.ports';

const preHash = (password: string) =>
  createHash('sha256').update(password, 'utf8').digest('base64');

export class BcryptPasswordHasher implements PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: number) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(preHash(password), this.cost);
  }

  verify(password: string, hash: string): Promise<boolean> {
    return bcrypt.compare(preHash(password), hash);
  }

  async verifyNothing(password: string): Promise<void> {
    this.dummyHash ??= this.hash('no user has this password');
    await bcrypt.compare(preHash(password), await this.dummyHash);
  }
}
