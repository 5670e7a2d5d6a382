import { ERRORS, type ErrorCode } from '@pishkhan/contract';

/** A coded failure: its status and Persian message come from the contract's catalogue. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly errors: string[] = [],
    message?: string,
  ) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}
