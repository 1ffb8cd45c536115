/** A value or an error that a user can cause. Engines return these instead of throwing. */
export type Result<T, E = ArbiterError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** An error a director can read and act on. `code` is stable for programs, `message` is for people. */
export interface ArbiterError {
  readonly code: string;
  readonly message: string;
}

/** Thrown only to carry an ArbiterError through deep code (e.g. a parser); shells turn it into one line. */
export class ArbiterFailure extends Error implements ArbiterError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ArbiterFailure';
  }
}

export const fail = (code: string, message: string): never => {
  throw new ArbiterFailure(code, message);
};

/** Unwraps a Result, throwing its error as an ArbiterFailure. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new ArbiterFailure(result.error.code, result.error.message);
}
