// Every read model of the app. Each module adds its projection here as it arrives.
import { accountsUsersProjection } from './accounts/accounts-users.projection';
import { confirmationTokensProjection } from './accounts/confirmation-tokens.projection';
import { resetTokensProjection } from './accounts/reset-tokens.projection';
import { allowanceProjection } from './allowance/allowance.projection';
import type { Projection } from './projection';

export const allProjections: Projection[] = [
  accountsUsersProjection,
  resetTokensProjection,
  confirmationTokensProjection,
  allowanceProjection,
];
