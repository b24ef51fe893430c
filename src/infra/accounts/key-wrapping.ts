// The cryptography of the personal-data vault, without storage: sealing values with a person's
// data key, and wrapping that key with a key-encryption key (KEK). Both AES-256-GCM.
//   sealed text:  "v1.<iv>.<tag>.<ciphertext>" (base64url), associated data: the user id
//   wrapped key:  iv (12) | tag (16) | ciphertext (32) bytes, associated data: user id and KEK id,
//                 so a wrapped key cannot be passed off as another person's or another KEK's.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const DATA_KEY_BYTES = 32;

export function sealWith(key: Buffer, userId: number, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(String(userId)));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openWith<T>(key: Buffer, userId: number, sealed: string): T {
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

const wrapAad = (userId: number, kekId: string) => Buffer.from(`user-key:${userId}:${kekId}`);

export function wrapKey(kek: Buffer, kekId: string, userId: number, dataKey: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(wrapAad(userId, kekId));
  const ciphertext = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

export function unwrapKey(kek: Buffer, kekId: string, userId: number, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', kek, wrapped.subarray(0, 12));
  decipher.setAAD(wrapAad(userId, kekId));
  decipher.setAuthTag(wrapped.subarray(12, 28));
  const key = Buffer.concat([decipher.update(wrapped.subarray(28)), decipher.final()]);
  if (key.length !== DATA_KEY_BYTES) throw new Error(`wrapped key of user ${userId} is malformed`);
  return key;
}
