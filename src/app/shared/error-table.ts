// Each module's one table of errors: code -> kind (the HTTP status class, see AppError) and the
// message people see (a function when the message carries a number, e.g. minutes to wait). The
// HTTP error middleware maps a DomainError through the merged tables; use cases and routes throw
// `failWith(table, code)` for failures that are not a domain rule (a rate limit, a missing row).
import { DomainError } from '../../domain/shared/domain-error';
import { AppError, type ErrorCode } from './app-error';

type Params = Record<string, string | number>;

export interface ErrorEntry {
  kind: ErrorCode;
  message: string | ((params: Params) => string);
}

export type ErrorTable = Readonly<Record<string, ErrorEntry>>;

/** Declares a module's table; its codes stay literal types, so a typo does not compile. */
export function defineErrors<const Table extends ErrorTable>(table: Table): Table {
  return table;
}

/** The AppError for one code of a table (params fill a message function; headers go out as is). */
export function failWith<Table extends ErrorTable>(
  table: Table,
  code: keyof Table & string,
  options: { params?: Params; headers?: Record<string, string> } = {},
): AppError {
  const entry = table[code]!;
  const message =
    typeof entry.message === 'function' ? entry.message(options.params ?? {}) : entry.message;
  return new AppError(entry.kind, message, options.headers, code);
}

/** One table from several; a code defined twice is a programming error found at start-up. */
export function mergeErrorTables(tables: readonly ErrorTable[]): ErrorTable {
  const merged: Record<string, ErrorEntry> = {};
  for (const table of tables) {
    for (const [code, entry] of Object.entries(table)) {
      if (code in merged) throw new Error(`The error code ${code} is defined twice`);
      merged[code] = entry;
    }
  }
  return merged;
}

/** The AppError a DomainError stands for, or undefined when no table knows its code. */
export function fromDomainError(table: ErrorTable, error: DomainError): AppError | undefined {
  return error.code in table ? failWith(table, error.code) : undefined;
}
