/**
 * A TRF file of either format as arbiter reads and writes it: TRF16 with the bbpPairings/JaVaFo engine
 * records (`trf.ts`) or TRF-2026 (`trf2026.ts`), always handed on as our TRF16 model (`TrfTournament`,
 * through `trfConvert.ts`) with what the 192 record says.
 *
 * Which format a text is (`detectTrfFormat`):
 * 1. A text with a TRF16 engine record (XXR, XXC, XXA, XXP, BBW, BBD, BBL, BBZ, BBF, BBU) is TRF16. It may not
 *    also hold one of the TRF-2026 records that say the same or change a pairing or a score (142, 152, 162,
 *    240, 250, 260, 299): the two would answer one question twice, perhaps differently, so such a text is
 *    refused, naming both lines. Other TRF-2026 records in it (172–222) are header lines, as TRF16 keeps any
 *    record it does not know; a 192 among them is read as in TRF-2026.
 * 2. Otherwise a text with a record that only TRF-2026 defines (142–222, 240, 250, 260, 299, the team
 *    records 300–362, 801, 802) is TRF-2026.
 * 3. Otherwise the text holds only records both formats have (012–132, 001, 013, comments): it reads the same
 *    either way and is read as TRF16.
 */
import { bakuAccelerations, bakuGroup, bakuScoringProblem } from '../core/acceleration.js';
import { err, ok, type Result } from '../core/result.js';
import { makeTrf, parseTrf, TRF_ERROR_CODES, type TrfTournament } from './trf.js';
import { makeTrf2026, parseTrf2026, readTrf2026InfoLine, TRF2026_ERROR_CODES, type MakeTrf2026Options, type Trf2026Prohibition, type Trf2026Tournament } from './trf2026.js';
import { holdsInEveryRound, trf2026FromTrf, trfFromTrf2026, TRF_CONVERT_ERROR_CODES, type TrfConvertError } from './trfConvert.js';

/** The formats, as `arbiter export trf --format` names them. */
export const TRF_FORMATS = ['2026', '16'] as const;
export type TrfFormat = (typeof TRF_FORMATS)[number];

export const TRF_FILE_ERROR_CODES = ['trf.mixed', 'trf.not-dutch', 'trf.baku', ...TRF_ERROR_CODES, ...TRF2026_ERROR_CODES, ...TRF_CONVERT_ERROR_CODES] as const;
export type TrfFileErrorCode = (typeof TRF_FILE_ERROR_CODES)[number];

export interface TrfFileError {
  readonly code: TrfFileErrorCode;
  readonly message: string;
  /** 1-based line number. */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
}

const ENGINE_RECORDS = ['XXR', 'XXC', 'XXA', 'XXP', 'BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU'];
const SAME_QUESTION = ['142', '152', '162', '240', '250', '260', '299'];
const TRF2026_ONLY = [...SAME_QUESTION, '172', '182', '192', '202', '212', '222', '300', '310', '320', '330', '352', '362', '801', '802'];

const splitLines = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/** The format of a TRF text, by the rule above. */
export function detectTrfFormat(text: string): Result<TrfFormat, TrfFileError> {
  const lines = splitLines(text);
  const first = (codes: readonly string[]) => lines.findIndex((l) => codes.includes(l.slice(0, 3)));
  const engine = first(ENGINE_RECORDS);
  if (engine >= 0) {
    const clash = first(SAME_QUESTION);
    if (clash < 0) return ok('16');
    const [a, b] = [lines[engine]!.slice(0, 3), lines[clash]!.slice(0, 3)];
    return err({
      code: 'trf.mixed',
      message: `line ${clash + 1}, column 1: ${b} is a TRF-2026 record, but line ${engine + 1} has ${a}, a TRF16 engine record; one file is one format: write it all as TRF-2026 or all as TRF16`,
      line: clash + 1,
      column: 1,
    });
  }
  return ok(first(TRF2026_ONLY) >= 0 ? '2026' : '16');
}

/** The Dutch rules editions a 192 code can name (C.04.1 of 2012, C.04.3 of 2017, and of 2025 in force from 1 February 2026). */
export const TRF_DUTCH_RULES = ['2025', '2017', '2012'] as const;
export type TrfDutchRules = (typeof TRF_DUTCH_RULES)[number];

/** The 192 record: the FIDE (Dutch) System, or something else. */
export type TrfTournamentType =
  { readonly kind: 'dutch'; readonly code: string; readonly rules: TrfDutchRules | undefined; readonly baku: boolean } | { readonly kind: 'other'; readonly code: string };

/** The first day of the 2025 rules (C.04.3 "effective from 1 February 2026"). */
const DUTCH_2025_FROM = '2026-02-01';
/** The first day of the 2016/2017 rules (C.04.3, approved in Baku 2016, applied from 1 July 2017); the 2012 rules (C.04.1) before. */
const DUTCH_2017_FROM = '2017-07-01';

const editionOn = (day: string): TrfDutchRules => (day >= DUTCH_2025_FROM ? '2025' : day >= DUTCH_2017_FROM ? '2017' : '2012');

/**
 * A 192 code. The Tournament-Type Code Table is not in our copy of the spec; implementers quote
 * FIDE_DUTCH_2017 and FIDE_DUTCH_2025 (bbpPairings 6, which writes the latter), and some FIDE_DUTCH_2026 for
 * the same 2025 text: both read as the 2025 edition; FIDE_DUTCH_2012 names the 2012 text (C.04.1). A bare
 * FIDE_DUTCH means the rules in force at the tournament: by the start date (042) — the 2025 rules from 1
 * February 2026, the 2017 rules from 1 July 2017, the 2012 rules before (also for events before 2013: the
 * oldest edition arbiter pairs) — and no edition when there is no date, so the caller's default applies.
 * `_BAKU` asks for the Baku acceleration. Codes are compared in capitals.
 */
export function readTournamentType(code: string, startDate: string | undefined): TrfTournamentType {
  const m = /^FIDE_DUTCH(?:_(\d{4}))?(_BAKU)?$/.exec(code.toUpperCase());
  if (!m || (m[1] !== undefined && !['2012', '2017', '2025', '2026'].includes(m[1]))) return { kind: 'other', code };
  const date = /^\s*(\d{4})[/.-](\d{2})[/.-](\d{2})/.exec(startDate ?? '');
  const byDate = date ? editionOn(`${date[1]}-${date[2]}-${date[3]}`) : undefined;
  const rules = m[1] === undefined ? byDate : m[1] === '2012' || m[1] === '2017' ? m[1] : '2025';
  return { kind: 'dutch', code, rules, baku: m[2] !== undefined };
}

export interface TrfFile {
  readonly format: TrfFormat;
  /**
   * The tournament in our TRF16 model. For TRF-2026, a 260 record that holds in some rounds only is not in
   * it (XXP holds in every round): pair with `trfForRound`, which adds it in its rounds.
   */
  readonly tournament: TrfTournament;
  /** The TRF-2026 model as read (TRF-2026 files only). */
  readonly trf2026: Trf2026Tournament | undefined;
  /** The 192 record (TRF-2026, or a 192 line kept in a TRF16 file), and its line. */
  readonly tournamentType: (TrfTournamentType & { readonly line: number }) | undefined;
  /** The Dutch rules edition 192 names; undefined when it names none (see `readTournamentType`). */
  readonly rules: TrfDutchRules | undefined;
}

/** Where a record is: the first line with that code (1 when none). */
function lineOf(lines: readonly string[], code: string): number {
  const i = lines.findIndex((l) => l.slice(0, 3) === code);
  return i < 0 ? 1 : i + 1;
}

function convertError(lines: readonly string[], e: TrfConvertError): TrfFileError {
  const line = lineOf(lines, e.record);
  return { code: e.code, message: `line ${line}: ${e.message}`, line, column: 1 };
}

/** Reads TRF16 or TRF-2026 text (detected as above). Errors name the line and column. */
export function readTrfFile(text: string): Result<TrfFile, TrfFileError> {
  const format = detectTrfFormat(text);
  if (!format.ok) return format;
  const lines = splitLines(text);
  let tournament: TrfTournament;
  let trf2026: Trf2026Tournament | undefined;
  if (format.value === '16') {
    const t = parseTrf(text);
    if (!t.ok) return t;
    tournament = t.value;
  } else {
    const m = parseTrf2026(text);
    if (!m.ok) return m;
    trf2026 = m.value;
    const t = trfFromTrf2026({ ...m.value, prohibitions: m.value.prohibitions.filter((r) => holdsInEveryRound(r, m.value.totalRounds)) });
    if (!t.ok) return err(convertError(lines, t.error));
    tournament = t.value;
  }
  let code = trf2026?.tournamentType;
  if (format.value === '16') {
    const line = tournament.headers.find((h) => h.slice(0, 3) === '192');
    if (line !== undefined) {
      const r = readTrf2026InfoLine(line);
      if (!r.ok) {
        const n = lines.indexOf(line) + 1;
        return err({ code: 'trf.line', message: `line ${n}, column ${r.error.column}: ${r.error.message}`, line: n, column: r.error.column });
      }
      code = r.value.tournamentType;
    }
  }
  const startDate = tournament.headers.find((h) => h.slice(0, 3) === '042')?.slice(4);
  const tournamentType = code === undefined ? undefined : { ...readTournamentType(code, startDate), line: lineOf(lines, '192') };
  return ok({ format: format.value, tournament, trf2026, tournamentType, rules: tournamentType?.kind === 'dutch' ? tournamentType.rules : undefined });
}

/** The tournament for pairing round `round`: with the 260 records that hold in that round. */
export function trfForRound(file: TrfFile, round: number): Result<TrfTournament, TrfFileError> {
  const m = file.trf2026;
  if (!m || m.prohibitions.every((r) => holdsInEveryRound(r, m.totalRounds))) return ok(file.tournament);
  const t = trfFromTrf2026(m, { round });
  // The fictitious points as the file has them: its 250 records, or the Baku method's (`checkDutchTrf`).
  return t.ok ? ok({ ...t.value, accelerations: file.tournament.accelerations }) : err({ code: t.error.code, message: t.error.message, line: 1, column: 1 });
}

/**
 * A file the Dutch engine can pair: 192, when given, names the FIDE (Dutch) System. A Baku acceleration
 * (192 `_BAKU`) without fictitious points of its own gets the Baku method's (`withBakuAccelerations`); with
 * them (250 or XXA) the file's are used (TRF-2026 250: "these records cause any acceleration method in record
 * 192 to be disregarded").
 */
export function checkDutchTrf(file: TrfFile): Result<TrfFile, TrfFileError> {
  const type = file.tournamentType;
  if (!type) return ok(file);
  const line = type.line;
  if (type.kind === 'other')
    return err({
      code: 'trf.not-dutch',
      message: `line ${line}, column 5: 192 ${type.code} is not the FIDE (Dutch) System (FIDE_DUTCH, FIDE_DUTCH_2012, FIDE_DUTCH_2017, FIDE_DUTCH_2025, with or without _BAKU)`,
      line,
      column: 5,
    });
  if (type.baku && file.tournament.accelerations.size === 0) return withBakuAccelerations(file, type.code, line);
  return ok(file);
}

/**
 * The Baku method's virtual points (C.04.5.1, `core/acceleration.ts`) for a file that asks for it: GA is the
 * first 2 × ⌈n / 4⌉ of the file's n players in the order of their numbers (XXC rank: of the 001 lines) —
 * a TRF does not say who entered late, so every player counts as on the list of round 1. Needs the number of
 * rounds (142 / XXR; without it, the rounds the file holds, as bbpPairings reads a finished tournament) and the
 * standard scoring (Article 1).
 */
function withBakuAccelerations(file: TrfFile, code: string, line: number): Result<TrfFile, TrfFileError> {
  const t = file.tournament;
  // Without 142 / XXR the file's rounds are all there are (a finished tournament; as the pairing input reads it).
  const totalRounds = t.totalRounds ?? Math.max(0, ...t.players.map((p) => p.rounds.length));
  if (totalRounds === 0) return ok(file);
  const points = { win: t.pointValues.win ?? 1, draw: t.pointValues.draw ?? 0.5, loss: t.pointValues.loss ?? 0 };
  const problem = bakuScoringProblem(points);
  if (problem !== undefined) return err({ code: 'trf.baku', message: `line ${line}, column 5: 192 ${code}: ${problem}`, line, column: 5 });
  const order = t.useRankOrder ? t.players : [...t.players].sort((a, b) => a.id - b.id);
  const group = bakuGroup(order, () => true).map((p) => p.id);
  return ok({ ...file, tournament: { ...t, accelerations: bakuAccelerations(group, totalRounds, points) } });
}

/**
 * Our TRF16 model written in either format (TRF-2026 through `trf2026FromTrf`). `rangedProhibitions`: 260
 * records that hold in some rounds only, which TRF16 cannot say (XXP holds in every round): written in
 * TRF-2026 after the file's own, left out of TRF16.
 */
export function makeTrfText(
  t: TrfTournament,
  format: TrfFormat,
  options: MakeTrf2026Options & { readonly rangedProhibitions?: readonly Trf2026Prohibition[] | undefined } = {},
): Result<string, TrfConvertError> {
  if (format === '16') return ok(makeTrf(t));
  const m = trf2026FromTrf(t);
  if (!m.ok) return m;
  const prohibitions = [...m.value.prohibitions, ...(options.rangedProhibitions ?? [])];
  return ok(makeTrf2026({ ...m.value, prohibitions }, options));
}
