// The app's upcaster registry: every schema change of a stored event type adds one step here, and
// the event store adapters apply it on every read. Worked example on a live type:
// src/domain/accounts/password-changed.versions.ts.
import { passwordChangedV1toV2 } from './accounts/password-changed.versions';
import { UpcasterRegistry, type Upcaster } from './shared/upcasting';

export const appUpcasterSteps: Upcaster[] = [passwordChangedV1toV2];

export const appUpcasters = new UpcasterRegistry(appUpcasterSteps);
