// A self-contained versioning example for the event-store contract suite (which proves upcasting
// on every adapter without touching live types). The live worked example is
// src/domain/accounts/password-changed.versions.ts. The pattern:
//   1. keep the old schema (v1) next to the new one (v2): an auditor must read what old events meant;
//   2. write an upcaster v1 -> v2 and give it to the type's defineEvent (its module's events file);
//   3. new events are then written at the type's current version (the app's store stamps it).
// Hypothetical history: ExampleProfileCreated v1 carried a free-form `name`; v2 calls it
// `displayName` (what the UI shows) and keeps everything else.
import { z } from 'zod';
import type { Upcaster } from './upcasting';

export const exampleProfileCreatedV1 = z.object({ profileId: z.string(), name: z.string() });
export const exampleProfileCreatedV2 = z.object({ profileId: z.string(), displayName: z.string() });

export const exampleProfileCreatedV1toV2: Upcaster = {
  type: 'ExampleProfileCreated',
  fromVersion: 1,
  // Strict: a stored v1 event that does not match its schema is corrupt and must be seen, not guessed.
  upcast(data) {
    const { name, ...rest } = exampleProfileCreatedV1.parse(data);
    return exampleProfileCreatedV2.parse({ ...rest, displayName: name });
  },
};
