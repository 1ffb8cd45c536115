/**
 * Settings as text: each system has one table of options that drives the tournament file
 * (`setting KEY VALUE`), the CLI flags (`--KEY VALUE`) and the web form, so a setting is spelled the same
 * everywhere.
 */
export interface OptionSpec<S> {
  readonly key: string;
  /** What the option does, in the director's words (CLI help, README, web form). */
  readonly help: string;
  /** Accepted spellings, for error messages. */
  readonly expects: string;
  /** Reads the text into the settings, or returns undefined when the text is not valid. */
  parse(text: string, settings: S): S | undefined;
  make(settings: S): string;
}

export const number = (text: string, min = -Infinity): number | undefined => {
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= min ? n : undefined;
};
export const integer = (text: string, min: number): number | undefined => {
  const n = number(text, min);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
};

/** Reads "2/3", "0.5" or "1" as a number in [0, 1]. */
export function parseFraction(text: string): number | undefined {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const v = m ? Number(m[1]) / Number(m[2]) : number(text, 0);
  return v !== undefined && Number.isFinite(v) && v >= 0 && v <= 1 ? v : undefined;
}

/** Writes a fraction back as "n/d" when a small denominator gives it exactly, else as a decimal. */
export function makeFraction(v: number): string {
  if (Number.isInteger(v)) return String(v);
  for (let d = 2; d <= 100; d++) {
    const n = Math.round(v * d);
    if (Math.abs(n / d - v) < 1e-12) return `${n}/${d}`;
  }
  return String(v);
}

export const yesNo = (text: string): boolean | undefined => (text === 'yes' ? true : text === 'no' ? false : undefined);
export const makeYesNo = (v: boolean): string => (v ? 'yes' : 'no');

export const choice = <T extends string>(values: readonly T[]) => (text: string): T | undefined =>
  (values as readonly string[]).includes(text) ? (text as T) : undefined;

/** An option stored in `field` of the settings S. */
export function option<S, V>(
  key: string,
  field: keyof S,
  help: string,
  expects: string,
  read: (text: string) => V | undefined,
  write: (v: V) => string,
): OptionSpec<S> {
  return {
    key,
    help,
    expects,
    parse: (text, s) => {
      const v = read(text.trim());
      return v === undefined ? undefined : { ...s, [field]: v };
    },
    make: (s) => write(s[field] as V),
  };
}

/** An option that may be unset: the word `none` stands for undefined. */
export function optionalOption<S, V>(
  key: string,
  field: keyof S,
  help: string,
  expects: string,
  none: string,
  read: (t: string) => V | undefined,
  write: (v: V) => string,
): OptionSpec<S> {
  const set = option<S, V>(key, field, help, expects, read, write);
  return {
    ...set,
    parse: (text, s) => (text.trim() === none ? { ...s, [field]: undefined } : set.parse(text, s)),
    make: (s) => (s[field] === undefined ? none : set.make(s)),
  };
}
