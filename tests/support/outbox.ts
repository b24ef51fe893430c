// Reads the mail outbox (.eml files) with mailparser, waiting for a message to arrive.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export async function outboxMessages(dir: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
  return Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
}

export async function waitForMail(
  dir: string,
  match: (mail: ParsedMail) => boolean,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outboxMessages(dir)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching mail arrived in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const recipientOf = (mail: ParsedMail): string => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return (to?.value[0]?.address ?? '').toLowerCase();
};
