import { PLAYER_TITLES, SEXES, type Player, type PlayerTitle, type Sex } from './player.js';
import { err, ok, type ArbiterError, type Result } from './result.js';
import type { TournamentDetails } from './tournament.js';

/**
 * What a tournament may hold, checked in one place: every entry point (the CLI, the web API, the player
 * list, an imported TRF) and the tournament file's reader apply these same rules, so whatever is accepted
 * can be saved and read back.
 *
 * Texts may hold any printable Unicode (`=`, quotes, `<`, `&`, accents, CJK, emoji); control characters,
 * line and paragraph separators and lone surrogate halves are refused, since a line-based file cannot keep
 * them (and UTF-8 cannot encode a lone surrogate).
 */
export const FIELD_ERRORS = ['field.empty', 'field.too-long', 'field.control-character', 'field.range', 'field.whole', 'field.date', 'field.choice', 'field.format'] as const;
export type FieldErrorCode = (typeof FIELD_ERRORS)[number];

export interface FieldError extends ArbiterError {
  readonly code: FieldErrorCode;
  /** The field in the director's words: "name", "club", "rating", … */
  readonly field: string;
}

/** Longest texts (in characters, as the web forms say). */
export const TEXT_LIMITS = { tournamentName: 200, playerName: 200, club: 100, federationId: 40, place: 100, arbiter: 100, timeControl: 100 } as const;

/** At most this many deputy arbiters (TRF 112 lines). */
export const MAX_DEPUTY_ARBITERS = 20;

/** Ranges of the numbers a player carries. */
export const NUMBER_LIMITS = {
  rating: [0, 4000],
  /** A national rating (the Belgian list's lowest is about 1000, its highest below 2800): four digits, as the Belgian report's columns 49-52 hold. */
  nationalRating: [0, 3500],
  kFactor: [1, 100],
  gamesPlayed: [0, 1_000_000],
  round: [1, 10_000],
  /**
   * Players in one tournament: a whole federation's list can be imported (the bench imports 50,000 rows);
   * pairing and standings of large fields are bounded by the server's worker limits (time and memory).
   */
  players: [0, 100_000],
} as const;

const fieldError = (code: FieldErrorCode, field: string, message: string): Result<never, FieldError> => err({ code, field, message });

// Cc (C0, DEL, C1), Zl/Zp (U+2028, U+2029) and lone surrogates (in u mode a pair is one code point).
const FORBIDDEN = /[\p{Cc}\u2028\u2029\uD800-\uDFFF]/u;

/** Describes a character for a message: "a line break (U+000A)". */
function describeChar(c: string): string {
  const code = c.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const names: Record<number, string> = {
    0x09: 'a tab',
    0x0a: 'a line break',
    0x0d: 'a carriage return',
    0x00: 'a NUL character',
    0x2028: 'a line separator',
    0x2029: 'a paragraph separator',
  };
  return `${names[code] ?? (code >= 0xd800 && code <= 0xdfff ? 'half of a character (a lone surrogate)' : 'a control character')} (${hex})`;
}

/**
 * A text field: trimmed, inner runs of spaces kept as they are; refused when empty, too long or holding a
 * character a line of text cannot keep.
 */
export function checkText(field: string, value: string, max: number): Result<string, FieldError> {
  const bad = FORBIDDEN.exec(value);
  if (bad) {
    const position = [...value.slice(0, bad.index)].length + 1;
    return fieldError('field.control-character', field, `${field}: holds ${describeChar(bad[0])} at position ${position}; type it on one line without control characters`);
  }
  const text = value.trim();
  if (text === '') return fieldError('field.empty', field, `${field}: is empty`);
  // A character is one or two UTF-16 units: only a text longer than `max` units needs counting.
  const length = text.length > max ? [...text].length : text.length;
  if (length > max) return fieldError('field.too-long', field, `${field}: is ${length} characters long; at most ${max} fit`);
  return ok(text);
}

/** A player's name: a text whose inner runs of white space become one space. */
export function checkName(field: string, value: string, max: number): Result<string, FieldError> {
  const r = checkText(field, value, max);
  return r.ok ? ok(r.value.replace(/\s+/g, ' ')) : r;
}

/** A whole number in [min, max]. */
export function checkWhole(field: string, value: number, [min, max]: readonly [number, number]): Result<number, FieldError> {
  if (!Number.isInteger(value)) return fieldError('field.whole', field, `${field}: ${value} is not a whole number`);
  if (value < min || value > max) return fieldError('field.range', field, `${field}: ${value} is outside ${min}–${max}`);
  return ok(value);
}

/** Reads a whole number written in decimal digits (no sign, exponent or spaces) and checks its range. */
export function parseWhole(field: string, text: string, range: readonly [number, number]): Result<number, FieldError> {
  if (!/^\d{1,16}$/.test(text)) return fieldError('field.whole', field, `${field}: "${text}" is not a whole number (${range[0]}–${range[1]})`);
  return checkWhole(field, Number(text), range);
}

/** A birth date: YYYY or YYYY-MM-DD, a real day of the calendar. */
export function checkBirthDate(field: string, value: string): Result<string, FieldError> {
  const m = /^(\d{4})(?:-(\d{2})-(\d{2}))?$/.exec(value);
  if (!m) return fieldError('field.date', field, `${field}: "${value}" is not a date (YYYY-MM-DD or YYYY)`);
  if (m[2] !== undefined) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (mo < 1 || mo > 12 || date.getUTCDate() !== d || date.getUTCMonth() !== mo - 1) return fieldError('field.date', field, `${field}: ${value} is not a day of the calendar`);
  }
  return ok(value);
}

/** A day of the calendar, YYYY-MM-DD. */
export function checkDay(field: string, value: string): Result<string, FieldError> {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return fieldError('field.date', field, `${field}: "${value}" is not a day (YYYY-MM-DD)`);
  return checkBirthDate(field, text);
}

/** A FIDE id: 1 to 11 digits (TRF16 columns 58-68). */
export function checkFideId(field: string, value: string): Result<string, FieldError> {
  const checked = checkText(field, value, 40);
  if (!checked.ok) return checked;
  const text = checked.value;
  if (!/^\d{1,11}$/.test(text)) return fieldError('field.format', field, `${field}: "${value}" is not a FIDE id (1 to 11 digits)`);
  return ok(text);
}

/** A FIDE federation: three letters, written in capitals (bel → BEL). */
export function checkFederation(field: string, value: string): Result<string, FieldError> {
  const text = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(text)) return fieldError('field.format', field, `${field}: "${value}" is not a FIDE federation (three letters, e.g. BEL)`);
  return ok(text);
}

/** A FIDE title, in any case (wfm → WFM). */
export function checkTitle(field: string, value: string): Result<PlayerTitle, FieldError> {
  const text = value.trim().toUpperCase();
  return (PLAYER_TITLES as readonly string[]).includes(text)
    ? ok(text as PlayerTitle)
    : fieldError('field.choice', field, `${field}: "${value}" is not a FIDE title (${PLAYER_TITLES.join(', ')})`);
}

/** Sex: m, or w (also f, as the FIDE rating list writes it), in any case. */
export function checkSex(field: string, value: string): Result<Sex, FieldError> {
  const text = value.trim().toLowerCase();
  const sex = text === 'f' ? 'w' : text;
  return (SEXES as readonly string[]).includes(sex) ? ok(sex as Sex) : fieldError('field.choice', field, `${field}: "${value}" is not m or w`);
}

export type PlayerFields = Omit<Player, 'id'>;

/** A player's fields as an entry point receives them: title and sex as typed. */
export type GivenPlayerFields = Omit<PlayerFields, 'title' | 'sex'> & { readonly title?: string | undefined; readonly sex?: string | undefined };

/**
 * Every field of a player, as the file, the CLI, the API and the player lists accept them. Optional
 * texts that are empty after trimming count as not given; codes are written one way (title and
 * federation in capitals, sex m or w).
 */
export function checkPlayerFields(p: GivenPlayerFields): Result<PlayerFields, FieldError> {
  const name = checkName('name', p.name, TEXT_LIMITS.playerName);
  if (!name.ok) return name;
  const out: { -readonly [K in keyof PlayerFields]: PlayerFields[K] } = { name: name.value };
  // In this order; the first field that is wrong is reported. (A table, not closures per call: the FIDE
  // list checks 1.2 million players.)
  for (const [key, check] of PLAYER_FIELD_CHECKS) {
    const r = check(p);
    if (r === undefined) continue;
    if (!r.ok) return r;
    (out as Record<string, unknown>)[key] = r.value;
  }
  return ok(out);
}

/** Each optional field: undefined when not given (an empty text counts as not given), else its check. */
const text = (field: string, v: string | undefined, max: number): Result<string, FieldError> | undefined =>
  v === undefined || v.trim() === '' ? undefined : checkText(field, v, max);
const code = <T>(field: string, v: string | undefined, check: (field: string, v: string) => Result<T, FieldError>): Result<T, FieldError> | undefined =>
  v === undefined || v.trim() === '' ? undefined : check(field, v);
const numberField = (field: string, v: number | undefined, range: readonly [number, number]): Result<number, FieldError> | undefined =>
  v === undefined ? undefined : checkWhole(field, v, range);
const PLAYER_FIELD_CHECKS: readonly (readonly [keyof PlayerFields, (p: GivenPlayerFields) => Result<unknown, FieldError> | undefined])[] = [
  ['rating', (p) => numberField('rating', p.rating, NUMBER_LIMITS.rating)],
  ['federationId', (p) => text('federation id', p.federationId, TEXT_LIMITS.federationId)],
  ['nationalRating', (p) => numberField('national rating', p.nationalRating, NUMBER_LIMITS.nationalRating)],
  ['fideId', (p) => code('FIDE id', p.fideId, checkFideId)],
  ['title', (p) => code('title', p.title, checkTitle)],
  ['sex', (p) => code('sex', p.sex, checkSex)],
  ['federation', (p) => code('federation', p.federation, checkFederation)],
  ['club', (p) => text('club', p.club, TEXT_LIMITS.club)],
  ['birthDate', (p) => (p.birthDate === undefined || p.birthDate === '' ? undefined : checkBirthDate('birth date', p.birthDate))],
  ['kFactor', (p) => numberField('K factor', p.kFactor, NUMBER_LIMITS.kFactor)],
  ['gamesPlayed', (p) => numberField('games played', p.gamesPlayed, NUMBER_LIMITS.gamesPlayed)],
  ['joinedRound', (p) => numberField('joined in round', p.joinedRound, NUMBER_LIMITS.round)],
  ['withdrawnFromRound', (p) => numberField('withdrawn from round', p.withdrawnFromRound, NUMBER_LIMITS.round)],
  ['startNumber', (p) => numberField('start number', p.startNumber, [1, NUMBER_LIMITS.players[1]])],
];

/** The details of a tournament as an entry point receives them: texts as typed, empty ones not given. */
export interface GivenTournamentDetails {
  readonly place?: string | undefined;
  readonly federation?: string | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly chiefArbiter?: string | undefined;
  readonly deputyArbiters?: readonly string[] | undefined;
  readonly timeControl?: string | undefined;
}

/**
 * The details of a tournament (TRF 022–122) as the file, the CLI and the API accept them: texts trimmed
 * (empty ones are not given), the federation in capitals, dates real days with the end not before the
 * start. Undefined when nothing is given.
 */
export function checkTournamentDetails(d: GivenTournamentDetails): Result<TournamentDetails | undefined, FieldError> {
  const out: { -readonly [K in keyof TournamentDetails]: TournamentDetails[K] } = {};
  const given = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';
  const texts: [keyof TournamentDetails & ('place' | 'chiefArbiter' | 'timeControl'), string, number][] = [
    ['place', 'place', TEXT_LIMITS.place],
    ['chiefArbiter', 'chief arbiter', TEXT_LIMITS.arbiter],
    ['timeControl', 'time control', TEXT_LIMITS.timeControl],
  ];
  for (const [key, field, max] of texts) {
    const v = d[key];
    if (!given(v)) continue;
    const r = checkText(field, v, max);
    if (!r.ok) return r;
    out[key] = r.value;
  }
  if (given(d.federation)) {
    const r = checkFederation('federation', d.federation);
    if (!r.ok) return r;
    out.federation = r.value;
  }
  for (const [key, field] of [
    ['startDate', 'start date'],
    ['endDate', 'end date'],
  ] as const) {
    const v = d[key];
    if (!given(v)) continue;
    const r = checkDay(field, v);
    if (!r.ok) return r;
    out[key] = r.value;
  }
  if (out.startDate !== undefined && out.endDate !== undefined && out.endDate < out.startDate)
    return fieldError('field.range', 'end date', `end date: ${out.endDate} is before the start date ${out.startDate}`);
  const deputies = (d.deputyArbiters ?? []).filter(given);
  if (deputies.length > MAX_DEPUTY_ARBITERS)
    return fieldError('field.range', 'deputy arbiters', `deputy arbiters: ${deputies.length} are given; at most ${MAX_DEPUTY_ARBITERS} fit`);
  const checked: string[] = [];
  for (const [i, v] of deputies.entries()) {
    const r = checkText(deputies.length > 1 ? `deputy arbiter ${i + 1}` : 'deputy arbiter', v, TEXT_LIMITS.arbiter);
    if (!r.ok) return r;
    checked.push(r.value);
  }
  if (checked.length) out.deputyArbiters = checked;
  return ok(Object.keys(out).length ? out : undefined);
}

/** Prefixes a field error with who it is about: "player 3 (Jansen): rating: 5000 is outside 0–4000". */
export function about(who: string, e: FieldError): FieldError {
  return { ...e, message: `${shown(who)}: ${e.message}` };
}

/** A text as a message may quote it: control characters as \n, \r, \t or \u{…}, so the message stays one line. */
export function shown(text: string): string {
  return text.replace(new RegExp(FORBIDDEN.source, 'gu'), (c) => ({ '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] ?? `\\u{${c.codePointAt(0)!.toString(16)}}`);
}
