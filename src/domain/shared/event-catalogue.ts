// The event catalogue: every event type with a zod schema of its current version, the upcasters
// that lift older versions to it, and TypeScript types inferred from the schemas. Each module
// declares its events with defineEvent; the app's catalogue is the union of the modules'. The
// event store checks every append against it (a wrong shape is refused before anything is
// written) and upcasts every read with it. Pure: no I/O.
import type { z } from 'zod';
import { UpcasterRegistry, type Upcaster } from './upcasting';

export interface EventDefinition<
  Type extends string = string,
  Schema extends z.ZodType = z.ZodType,
> {
  type: Type;
  /** The schema of the current version. */
  schema: Schema;
  /** The current version: 1 plus one per upcaster. */
  version: number;
  /** Steps from each older version to the next (v1 -> v2, v2 -> v3, ...). */
  upcasters: readonly Upcaster[];
}

export function defineEvent<const Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  upcasters: readonly Upcaster[] = [],
): EventDefinition<Type, Schema> {
  return { type, schema, version: upcasters.length + 1, upcasters };
}

/** The event of a definition: its type and the data its schema describes. */
export type EventOf<D> =
  D extends EventDefinition<infer Type, infer Schema>
    ? { type: Type; data: z.output<Schema> }
    : never;

/** An append the catalogue refused: the message names the type and the field, never a value. */
export class EventSchemaError extends Error {
  override readonly name = 'EventSchemaError';
}

export class EventCatalogue {
  private readonly definitions = new Map<string, EventDefinition>();
  readonly upcasters: UpcasterRegistry;

  constructor(definitions: readonly EventDefinition[]) {
    for (const definition of definitions) {
      if (this.definitions.has(definition.type))
        throw new Error(`The event type ${definition.type} is defined twice`);
      this.definitions.set(definition.type, definition);
    }
    this.upcasters = new UpcasterRegistry(
      definitions.flatMap((definition) => definition.upcasters),
    );
  }

  get types(): string[] {
    return [...this.definitions.keys()];
  }

  /** The version new events of this type are written in. */
  currentVersion(type: string): number {
    return this.definitions.get(type)?.version ?? 1;
  }

  /** Throws EventSchemaError unless `data` is a valid current-version event of a known type. */
  check(type: string, data: unknown): void {
    const definition = this.definitions.get(type);
    if (!definition) throw new EventSchemaError(`${type} is not an event type of this app`);
    const result = definition.schema.safeParse(data);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : '(data)';
      throw new EventSchemaError(`${type}: ${where} does not match its schema (${issue?.code})`);
    }
  }
}
