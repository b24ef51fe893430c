// A rule of the domain said no. The code names the rule; the module's error table (see
// src/app/shared/error-table.ts) gives it an HTTP status and the words people see, so deciders
// stay free of HTTP and copy.
export class DomainError<Code extends string = string> extends Error {
  override readonly name: string = 'DomainError';
  constructor(readonly code: Code) {
    super(code);
  }
}
