import { describe, it } from 'vitest';
import { deciderSpec } from '../../../tests/support/decider-spec';
import { emailPreferencesDecider, type EmailPreferenceChanged } from './email-preferences';

const changed = (engagement: boolean, via: 'account' | 'unsubscribe-link' = 'account') =>
  ({
    type: 'EmailPreferenceChanged',
    data: { userId: 7, engagement, via },
  }) as EmailPreferenceChanged;

describe('email preferences', () => {
  const spec = deciderSpec(emailPreferencesDecider);

  it('records the first choice, whichever it is (the sign-up one is not in this stream)', () => {
    spec
      .given([])
      .when({ userId: 7, engagement: false, via: 'unsubscribe-link' })
      .then([changed(false, 'unsubscribe-link')]);
    // Issue 34: someone who said no at sign-up (opt-in) can say yes.
    spec
      .given([])
      .when({ userId: 7, engagement: true, via: 'account' })
      .then([changed(true)]);
  });

  it('records nothing when asked for what is already so', () => {
    spec
      .given([changed(true)])
      .when({ userId: 7, engagement: true, via: 'account' })
      .then([]);
    spec
      .given([changed(false)])
      .when({ userId: 7, engagement: false, via: 'unsubscribe-link' })
      .then([]);
  });

  it('lets the person opt back in', () => {
    spec
      .given([changed(false)])
      .when({ userId: 7, engagement: true, via: 'account' })
      .then([changed(true)]);
  });
});
