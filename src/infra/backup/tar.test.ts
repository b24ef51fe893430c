import { describe, expect, it } from 'vitest';
import { entryTarget, parseManifest, buildManifest } from './manifest';
import { readTar, TAR_END, tarEntry } from './tar';

async function* chunks(buffers: Buffer[]) {
  for (const b of buffers) yield b;
}

describe('tar', () => {
  it('reads back what it wrote, long names included', async () => {
    const long = `pgdata/${'a'.repeat(90)}/${'b'.repeat(60)}`;
    const bytes = Buffer.concat([
      ...tarEntry({ name: 'manifest.json', type: 'file', mode: 0o600, body: Buffer.from('{}') }),
      ...tarEntry({ name: long, type: 'file', mode: 0o644, body: Buffer.alloc(700, 7) }),
      TAR_END,
    ]);
    const out = [];
    for await (const e of readTar(chunks([bytes.subarray(0, 100), bytes.subarray(100)])))
      out.push(e);
    expect(out.map((e) => [e.name, e.body.length])).toEqual([
      ['manifest.json', 2],
      [long, 700],
    ]);
  });

  it('refuses a damaged header and a truncated archive', async () => {
    const entry = Buffer.concat(
      tarEntry({ name: 'x', type: 'file', mode: 0o600, body: Buffer.from('hi') }),
    );
    const bad = Buffer.from(entry);
    bad[0] = 0x79;
    await expect(readTar(chunks([bad, TAR_END])).next()).rejects.toThrow(/checksum/);
    await expect(readTar(chunks([entry.subarray(0, 600)])).next()).rejects.toThrow(/truncated/);
  });
});

describe('manifest', () => {
  it('parses its own manifest and refuses foreign or newer ones', () => {
    const m = buildManifest('0.1.0', { pgdata: 3, keys: 2 });
    expect(parseManifest(Buffer.from(JSON.stringify(m)))).toEqual(m);
    expect(() => parseManifest(Buffer.from('{"format":"other"}'))).toThrow(/not a Lantern Tales/);
    expect(() => parseManifest(Buffer.from(JSON.stringify({ ...m, formatVersion: 9 })))).toThrow(
      /newer/,
    );
    expect(() => parseManifest(Buffer.from(JSON.stringify({ ...m, files: {} })))).toThrow(
      /invalid/,
    );
  });

  it('refuses entries that would land outside the target folders', () => {
    expect(entryTarget('keys/current')).toEqual({ root: 'keys', rest: ['current'] });
    expect(() => entryTarget('pgdata/../../etc/passwd')).toThrow(/Unsafe/);
    expect(() => entryTarget('outbox/a.eml')).toThrow(/Unexpected/);
  });
});
