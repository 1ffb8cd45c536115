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
  /**
   * The values a form offers as choices; with `open`, other values of the accepted spellings may be typed
   * too (`capped:7`), otherwise the choices are all there is. Undefined: the form asks for text.
   */
  readonly choices?: readonly string[] | undefined;
  readonly open?: boolean | undefined;
  /** Reads the text into the settings, or returns undefined when the text is not valid. */
  parse(text: string, settings: S): S | undefined;
  make(settings: S): string;
}

/**
 * The numbers a setting may hold: at most a billion, with at most six decimals. Such a number is written
 * back in plain digits (never as `1e+21` or `5e-7`), so the tournament file reads it back exactly.
 */
export const MAX_SETTING_NUMBER = 1_000_000_000;

export const number = (text: string, min = -MAX_SETTING_NUMBER): number | undefined => {
  if (!/^-?\d{1,10}(\.\d{1,6})?$/.test(text.trim())) return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= min && Math.abs(n) <= MAX_SETTING_NUMBER ? n : undefined;
};
export const integer = (text: string, min: number): number | undefined => {
  const n = number(text, min);
  return n !== undefined && Number.isInteger(n) && /^-?\d+$/.test(text.trim()) ? n : undefined;
};

/** The largest denominator of a fraction setting ("2/3", "1/1000"). */
export const MAX_DENOMINATOR = 1000;

/** Reads "2/3", "0.5" or "1" as a number in [0, 1]; a denominator up to 1000, a decimal up to six places. */
export function parseFraction(text: string): number | undefined {
  const m = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(text);
  if (m && (Number(m[2]) === 0 || Number(m[2]) > MAX_DENOMINATOR)) return undefined;
  const v = m ? Number(m[1]) / Number(m[2]) : number(text, 0);
  return v !== undefined && Number.isFinite(v) && v >= 0 && v <= 1 ? v : undefined;
}

/**
 * Writes a fraction back as "n/d" when n/d gives exactly this number, else as a decimal; either reads back
 * as the same number.
 */
export function makeFraction(v: number): string {
  if (Number.isInteger(v)) return String(v);
  for (let d = 2; d <= MAX_DENOMINATOR; d++) {
    const n = Math.round(v * d);
    if (n / d === v) return `${n}/${d}`;
  }
  return String(v);
}

export const yesNo = (text: string): boolean | undefined => (text === 'yes' ? true : text === 'no' ? false : undefined);
export const makeYesNo = (v: boolean): string => (v ? 'yes' : 'no');

export const choice =
  <T extends string>(values: readonly T[]) =>
  (text: string): T | undefined =>
    (values as readonly string[]).includes(text) ? (text as T) : undefined;

/** An option stored in `field` of the settings S. */
export function option<S, V>(key: string, field: keyof S, help: string, expects: string, read: (text: string) => V | undefined, write: (v: V) => string): OptionSpec<S> {
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

/** The option offered in forms as a list of choices (`open`: other values may be typed too). */
export const withChoices = <S>(spec: OptionSpec<S>, choices: readonly string[], open = false): OptionSpec<S> => ({ ...spec, choices, open });

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
