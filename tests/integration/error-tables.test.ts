// Every module's error table merges without clashes, and every rule a decider can refuse with
// reaches people as its module's status and words (never a 500).
import { describe, expect, it } from 'vitest';
import { UserRuleError } from '../../src/domain/accounts/user.decider';
import {
  JourneyAlreadyStartedError,
  JourneyLimitReachedError,
} from '../../src/domain/allowance/allowance.decider';
import { DomainError } from '../../src/domain/shared/domain-error';
import { fromDomainError } from '../../src/app/shared/error-table';
import { appModules } from '../../src/infra/modules/app-modules';
import { errorsOf } from '../../src/infra/modules/module-parts';

describe('the app error table', () => {
  const errors = errorsOf(appModules);

  it.each<[DomainError, number]>([
    [new UserRuleError('user_not_found'), 404],
    [new UserRuleError('invalid_reset_token'), 400],
    [new UserRuleError('invalid_confirmation_token'), 400],
    [new JourneyLimitReachedError(), 403],
    [new JourneyAlreadyStartedError(), 409],
  ])('maps the rule %s', (rule, status) => {
    const mapped = fromDomainError(errors, rule);
    expect(mapped?.status).toBe(status);
    expect(mapped?.message).not.toMatch(/_/); // words people read, not the code
  });

  it('says "Please log in to continue." in one place only', () => {
    const entries = Object.values(errors).filter(
      (entry) => entry.message === 'Please log in to continue.',
    );
    expect(entries).toHaveLength(1);
  });
});
