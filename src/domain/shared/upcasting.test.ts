import { describe, expect, it } from 'vitest';
import { UpcasterRegistry } from './upcasting';
import { exampleProfileCreatedV1toV2 } from './upcasting.example';

describe('UpcasterRegistry', () => {
  const registry = new UpcasterRegistry([
    {
      type: 'Renamed',
      fromVersion: 1,
      upcast: (d) => ({ username: (d as { name: string }).name }),
    },
    { type: 'Renamed', fromVersion: 2, upcast: (d) => ({ ...(d as object), locale: 'en' }) },
  ]);

  it('applies every step from the stored version to the current one', () => {
    const event = { type: 'Renamed', schemaVersion: 1, data: { name: 'ada' }, id: 'x' };
    expect(registry.upcast(event)).toEqual({
      type: 'Renamed',
      schemaVersion: 3,
      data: { username: 'ada', locale: 'en' },
      id: 'x',
    });
    expect(registry.upcast({ ...event, schemaVersion: 2, data: { username: 'bo' } }).data).toEqual({
      username: 'bo',
      locale: 'en',
    });
  });

  it('returns current-version and unknown events unchanged (same object)', () => {
    const current = { type: 'Renamed', schemaVersion: 3, data: { username: 'ada', locale: 'en' } };
    const other = { type: 'Other', schemaVersion: 1, data: { a: 1 } };
    expect(registry.upcast(current)).toBe(current);
    expect(registry.upcast(other)).toBe(other);
  });

  it('knows the current version of each type', () => {
    expect(registry.currentVersion('Renamed')).toBe(3);
    expect(registry.currentVersion('Other')).toBe(1);
  });

  it('rejects duplicate and invalid steps', () => {
    expect(() => registry.register({ type: 'Renamed', fromVersion: 1, upcast: (d) => d })).toThrow(
      /Duplicate/,
    );
    expect(() => new UpcasterRegistry([{ type: 'X', fromVersion: 0, upcast: (d) => d }])).toThrow(
      /fromVersion/,
    );
  });

  it('merges registries', () => {
    const merged = registry.merge(
      new UpcasterRegistry([{ type: 'Other', fromVersion: 1, upcast: () => ({ b: 2 }) }]),
    );
    expect(merged.currentVersion('Renamed')).toBe(3);
    expect(merged.upcast({ type: 'Other', schemaVersion: 1, data: {} }).data).toEqual({ b: 2 });
  });
});

describe('worked example: ExampleProfileCreated v1 -> v2', () => {
  const registry = new UpcasterRegistry([exampleProfileCreatedV1toV2]);

  it('renames name to displayName and keeps the rest', () => {
    const stored = {
      type: 'ExampleProfileCreated',
      schemaVersion: 1,
      data: { profileId: 'p1', name: 'Ada' },
    };
    expect(registry.upcast(stored)).toEqual({
      type: 'ExampleProfileCreated',
      schemaVersion: 2,
      data: { profileId: 'p1', displayName: 'Ada' },
    });
    expect(registry.currentVersion('ExampleProfileCreated')).toBe(2);
  });

  it('fails loudly on a v1 event that does not match the v1 schema', () => {
    const corrupt = { type: 'ExampleProfileCreated', schemaVersion: 1, data: { profileId: 'p1' } };
    expect(() => registry.upcast(corrupt)).toThrow();
  });
});
