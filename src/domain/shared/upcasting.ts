// Upcasting: events are stored forever in the shape they were written in. On read, an event of an
// old schema version is lifted step by step (v1 -> v2 -> v3 ...) to the current version, so
// deciders and projections only ever see current shapes and years-old streams still replay.
// Pure: no I/O. The event store adapters apply a registry on every read.

/** Lifts the data of one event type from `fromVersion` to `fromVersion + 1`. */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: unknown): unknown;
}

export interface VersionedData {
  type: string;
  schemaVersion: number;
  data: unknown;
}

export class UpcasterRegistry {
  private readonly steps = new Map<string, Upcaster>();
  private readonly current = new Map<string, number>();

  constructor(upcasters: Iterable<Upcaster> = []) {
    for (const upcaster of upcasters) this.register(upcaster);
  }

  register(upcaster: Upcaster): this {
    if (!Number.isInteger(upcaster.fromVersion) || upcaster.fromVersion < 1) {
      throw new Error(`Upcaster for ${upcaster.type}: fromVersion must be an integer >= 1`);
    }
    const key = stepKey(upcaster.type, upcaster.fromVersion);
    if (this.steps.has(key))
      throw new Error(`Duplicate upcaster for ${upcaster.type} v${upcaster.fromVersion}`);
    this.steps.set(key, upcaster);
    this.current.set(
      upcaster.type,
      Math.max(this.currentVersion(upcaster.type), upcaster.fromVersion + 1),
    );
    return this;
  }

  /** The version new events of this type are written in: 1 unless upcasters lead further. */
  currentVersion(type: string): number {
    return this.current.get(type) ?? 1;
  }

  /** Applies the upcasters of this type repeatedly until no further step exists. */
  upcast<T extends VersionedData>(event: T): T {
    let { schemaVersion, data } = event;
    for (let step = this.steps.get(stepKey(event.type, schemaVersion)); step;) {
      data = step.upcast(data);
      schemaVersion += 1;
      step = this.steps.get(stepKey(event.type, schemaVersion));
    }
    return schemaVersion === event.schemaVersion ? event : { ...event, schemaVersion, data };
  }

  /** A registry with the upcasters of both (e.g. the app's plus a test's). */
  merge(other: UpcasterRegistry): UpcasterRegistry {
    return new UpcasterRegistry([...this.steps.values(), ...other.steps.values()]);
  }
}

function stepKey(type: string, fromVersion: number): string {
  return `${type}\u0000${fromVersion}`;
}

export const emptyUpcasters = new UpcasterRegistry();
