// A signed-in person for web tests: a free member with journeys left, changed where a test needs.
import type { User } from '../../../src/web/stores/auth.store';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'wren',
    isAdmin: false,
    journeyCount: 3,
    hasActiveSubscription: false,
    ...overrides,
  };
}
