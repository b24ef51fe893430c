// Per-user AES-256-GCM keys in the user_keys table. Sealed text: "v1.<iv>.<tag>.<ciphertext>"
// (base64url). Forgetting a user deletes their key: every sealed copy (events, read models,
// backups of either) becomes unreadable, while replays of the log still work.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { PersonalDataVault } from '../../app/accounts/accounts.ports';

export class AesPersonalDataVault implements PersonalDataVault {
  constructor(private readonly knex: Knex) {}

  async createKey(userId: number): Promise<void> {
    await this.knex('user_keys')
      .insert({ user_id: userId, key: randomBytes(32) })
      .onConflict('user_id')
      .ignore();
  }

  async seal(userId: number, value: unknown): Promise<string> {
    const key = await this.key(userId);
    if (!key) throw new Error(`no key for user ${userId}`);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(String(userId)));
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(value), 'utf8'),
      cipher.final(),
    ]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  async open<T>(userId: number, sealed: string): Promise<T | null> {
    const key = await this.key(userId);
    if (!key) return null;
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined)
      throw new Error('unknown sealed format');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(String(userId)));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as T;
  }

  async forget(userId: number): Promise<void> {
    await this.knex('user_keys').where({ user_id: userId }).delete();
  }

  private async key(userId: number): Promise<Buffer | null> {
    const row = (await this.knex('user_keys').where({ user_id: userId }).first('key')) as
      { key: Buffer | Uint8Array } | undefined;
    return row ? Buffer.from(row.key) : null;
  }
}
