// The worked example of event versioning on a live event type. PasswordChanged v1 recorded only
// the new (sealed) hash; v2 also records why the password changed (reset, admin, user), which
// the notice email and an auditor need. Stored v1 events are lifted on read with reason 'unknown'
// (we cannot know it), so deciders and projections only ever see v2.
import { z } from 'zod';
import type { Upcaster } from '../shared/upcasting';

export const passwordChangedV1 = z.object({
  userId: z.number().int(),
  sealedPassword: z.string(),
  changedAt: z.string(),
});

export const passwordChangedV2 = passwordChangedV1.extend({
  reason: z.enum(['reset', 'admin', 'user', 'unknown']),
});

export const passwordChangedV1toV2: Upcaster = {
  type: 'PasswordChanged',
  fromVersion: 1,
  // Strict: a stored v1 event that does not match its schema is corrupt and must be seen, not guessed.
  upcast(data) {
    return passwordChangedV2.parse({ ...passwordChangedV1.parse(data), reason: 'unknown' });
  },
};
