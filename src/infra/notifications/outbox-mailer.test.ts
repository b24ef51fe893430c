import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxMailer } from './outbox-mailer';

const brand = {
  appName: 'Lantern Tales',
  appUrl: 'http://localhost',
  supportEmail: 'help@x.example',
};
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('forgets a recipient when two erasures run at once (the deletion and its reactor)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    dirs.push(dir);
    const mailer = new OutboxMailer(dir, 'Lantern Tales <no-reply@x.example>', brand);
    for (let n = 0; n < 20; n++) {
      await mailer.send({
        to: n % 2 ? 'wren@example.com' : 'other@example.com',
        subject: `Message ${n}`,
        preheader: '',
        category: 'account',
        blocks: [{ kind: 'paragraph', text: 'Hello' }],
      });
    }
    // The other erasure removes a file between this one's listing and its read.
    const readFile = fsPromises.readFile.bind(fsPromises);
    let raced = false;
    vi.spyOn(fsPromises, 'readFile').mockImplementation((async (file: string, options: never) => {
      if (!raced) {
        raced = true;
        await fsPromises.rm(file);
      }
      return readFile(file, options);
    }) as typeof fsPromises.readFile);
    await Promise.all([
      mailer.forgetRecipient('wren@example.com'),
      mailer.forgetRecipient('WREN@example.com'),
    ]);
    vi.restoreAllMocks();
    const left = fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
    expect(left.length).toBeLessThanOrEqual(10);
    expect(left.length).toBeGreaterThanOrEqual(9);
    expect(left.some((text) => text.includes('wren@example.com'))).toBe(false);
  });
});
