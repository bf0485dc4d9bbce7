/** A refusal: bad input is a value, never an exception. `code` is stable, `message` is for people. */
export interface Illegal {
  readonly code: string;
  readonly message: string;
}

export type Result<T, E = Illegal> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err<E = Illegal>(error: E): Result<never, E> {
  return { ok: false, error };
}

export function illegal(code: string, message: string): Result<never, Illegal> {
  return { ok: false, error: { code, message } };
}

/** Unwraps a result where failure would be a bug (tests, replays already validated). */
export function unwrap<T>(r: Result<T, Illegal>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
