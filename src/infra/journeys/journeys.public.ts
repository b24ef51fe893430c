// What other modules may use of the journeys module besides its module value: the allowance read
// model, which the accounts module (earlier in the list, so it cannot use() journeys) reads for
// the auth check.
export { KnexAllowanceReadModel } from './allowance-read-model';
