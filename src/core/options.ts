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
  /**
   * What the value is, so that a form gives it the right control (issue 33): one of `choices`, yes or no, a
   * fraction, a whole number, a number, an ordered list of `choices`, or other text. Found from the reader
   * the option was made with (`choice`, `yesNo`, `makeFraction`, `whole`, `decimal`).
   */
  readonly kind?: OptionKind | undefined;
  /** The word that leaves an optional setting unset (`auto`, `none`). */
  readonly none?: string | undefined;
  /** Reads the text into the settings, or returns undefined when the text is not valid. */
  parse(text: string, settings: S): S | undefined;
  make(settings: S): string;
}

/**
 * The numbers a setting may hold: at most a billion, with at most six decimals. Such a number is written
 * back in plain digits (never as `1e+21` or `5e-7`), so the tournament file reads it back exactly.
 */
export const MAX_SETTING_NUMBER = 1_000_000_000;

/** The kinds of value a setting holds, for its form control. */
export const OPTION_KINDS = ['choice', 'yes-no', 'fraction', 'whole', 'number', 'list', 'text'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/** A reader tagged with the kind of value it reads (and, for a choice, the values). */
type Tagged<F> = F & { readonly kind?: OptionKind; readonly values?: readonly string[] };
const tag = <F>(f: F, kind: OptionKind, values?: readonly string[]): Tagged<F> => Object.assign(f as object, { kind, ...(values ? { values } : {}) }) as Tagged<F>;

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

/** Readers of a whole number from `min` and of a number from `min`, tagged for the form. */
export const whole = (min: number) => tag((text: string) => integer(text, min), 'whole');
export const decimal = (min: number) => tag((text: string) => number(text, min), 'number');

export const yesNo = tag((text: string): boolean | undefined => (text === 'yes' ? true : text === 'no' ? false : undefined), 'yes-no', ['yes', 'no']);
export const makeYesNo = (v: boolean): string => (v ? 'yes' : 'no');

export const choice = <T extends string>(values: readonly T[]) =>
  tag((text: string): T | undefined => ((values as readonly string[]).includes(text) ? (text as T) : undefined), 'choice', values);

/** An option stored in `field` of the settings S. */
export function option<S, V>(key: string, field: keyof S, help: string, expects: string, read: (text: string) => V | undefined, write: (v: V) => string): OptionSpec<S> {
  const tagged = read as Tagged<typeof read>;
  const kind: OptionKind = (write as unknown) === makeFraction ? 'fraction' : (tagged.kind ?? 'text');
  return {
    key,
    help,
    expects,
    kind,
    ...(tagged.values ? { choices: tagged.values } : {}),
    parse: (text, s) => {
      const v = read(text.trim());
      return v === undefined ? undefined : { ...s, [field]: v };
    },
    make: (s) => write(s[field] as V),
  };
}

/** The option offered in forms as a list of choices (`open`: other values may be typed too). */
export const withChoices = <S>(spec: OptionSpec<S>, choices: readonly string[], open = false): OptionSpec<S> => ({
  ...spec,
  choices,
  open,
  ...(spec.kind === 'text' ? { kind: 'choice' as const } : {}),
});

/** An option whose value is an ordered list of `choices` (tie-breaks), each written once, comma-separated. */
export const asList = <S>(spec: OptionSpec<S>, choices: readonly string[]): OptionSpec<S> => ({ ...spec, choices, open: false, kind: 'list' });

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
    none,
    parse: (text, s) => (text.trim() === none ? { ...s, [field]: undefined } : set.parse(text, s)),
    make: (s) => (s[field] === undefined ? none : set.make(s)),
  };
}
