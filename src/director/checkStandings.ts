/**
 * The standings half of `arbiter check` (`check.ts`): the points, ranks and tie-break values a TRF file
 * states, set beside the standings arbiter computes from the file's own rounds.
 *
 * - Points (001 columns 81–84): the score of the standings. As the pairing engines read the column, it may
 *   also hold a bye already known for the round after the last one paired, and that round's acceleration
 *   (bbpPairings, JaVaFo; `pairing/dutch/trfInput.ts`): those are accepted too.
 * - Rank (001 columns 86–89): by points, then the file's tie-breaks in order (C.07 (2026) 4.2), by the C.07
 *   edition in force on the start date (042), or the one asked. Players still tied on points and every
 *   tie-break the file names may stand in any order among their places: the drawing of lots (C.07 4.2) and,
 *   when the file names no tie-breaks, whatever the program used, cannot be checked.
 * - Tie-break values: where the file carries them (XTV, arbiter's extension of TRF16 and TRF-2026), to two
 *   decimals, as arbiter writes them.
 *
 * The tie-break list: XXT (arbiter's extension, with XTV), else TRF-2026 212 (the standings' order, FIDE
 * Handbook C.04 Annex 2 (TRF-2026); its PTS, the points, left out), else TRF-2026 202 (the tie-breaks),
 * each code a C.07 acronym (C.07 Article 5, modifiers of Article 14: BH-C1, SB, DE, …).
 */
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import type { TrfFile } from '../formats/trfFile.js';
import { trfEntryPoints, TIEBREAK_LIST_CODE, TIEBREAK_VALUES_CODE } from '../formats/trfTournament.js';
import { DEFAULT_TIEBREAK_EDITION, editionInForce, parseTiebreakName, TIEBREAK_NAMES, type TiebreakEdition, type TiebreakName } from '../scoring/tiebreaks.js';
import type { Standings } from '../scoring/standings.js';

/** Where the tie-break list came from: arbiter's XXT, TRF-2026 212 or 202, or nowhere. */
export const TIEBREAK_SOURCES = ['XXT', '212', '202'] as const;
export type TiebreakSource = (typeof TIEBREAK_SOURCES)[number];

/** The file's tie-breaks, and the values it gives (XTV), by player number. */
export interface FileTiebreaks {
  readonly list: readonly TiebreakName[];
  readonly source: TiebreakSource | undefined;
  readonly values: ReadonlyMap<number, readonly number[]>;
}

/** A fault in the file, where it is (1-based). */
export interface FileFault {
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

const fault = (line: number, column: number, message: string): Result<never, FileFault> => err({ line, column, message: `line ${line}, column ${column}: ${message}` });

const lineIndex = (lines: readonly string[], code: string): number => lines.findIndex((l) => l.slice(0, 3) === code && (l.length === 3 || l[3] === ' '));

/** The fields of a line after its code (`field`: what one field is), each with its 1-based column. */
function words(line: string, field: RegExp): { text: string; column: number }[] {
  const out: { text: string; column: number }[] = [];
  const re = new RegExp(field.source, 'g');
  let m: RegExpExecArray | null;
  const rest = line.slice(4);
  while ((m = re.exec(rest)) !== null) {
    const lead = m[0].search(/\S/);
    if (lead >= 0) out.push({ text: m[0].trim(), column: 5 + m.index + lead });
  }
  return out;
}

/** XXT and its XTV lines, checked field by field (every name a tie-break arbiter computes, one value each). */
function xxtTiebreaks(lines: readonly string[], at: number): Result<FileTiebreaks, FileFault> {
  const list: TiebreakName[] = [];
  for (const w of words(lines[at]!, /\S+/)) {
    const name = parseTiebreakName(w.text);
    if (!name) return fault(at + 1, w.column, `${TIEBREAK_LIST_CODE}: "${w.text}" is not a tie-break arbiter computes (${TIEBREAK_NAMES.join(', ')})`);
    list.push(name);
  }
  const values = new Map<number, number[]>();
  for (const [i, line] of lines.entries()) {
    if (!line.startsWith(`${TIEBREAK_VALUES_CODE} `)) continue;
    const [id, ...rest] = words(line, /\S+/);
    if (!id || !/^\d+$/.test(id.text)) return fault(i + 1, id?.column ?? 5, `${TIEBREAK_VALUES_CODE}: a player number is expected`);
    const bad = rest.find((w) => !/^-?\d+(\.\d+)?$/.test(w.text));
    if (bad) return fault(i + 1, bad.column, `${TIEBREAK_VALUES_CODE}: "${bad.text}" is not a number`);
    if (rest.length !== list.length)
      return fault(
        i + 1,
        rest[list.length]?.column ?? line.length + 1,
        `${TIEBREAK_VALUES_CODE}: ${list.length} values are expected (line ${at + 1} lists ${list.length} tie-breaks)`,
      );
    values.set(
      Number(id.text),
      rest.map((w) => Number(w.text)),
    );
  }
  return ok({ list, source: 'XXT', values });
}

/** TRF-2026 212 or 202: C.07 acronyms separated by commas; PTS (the points) is not a tie-break. */
function codeTiebreaks(lines: readonly string[], at: number, source: TiebreakSource): Result<FileTiebreaks, FileFault> {
  const list: TiebreakName[] = [];
  for (const w of words(lines[at]!, /[^,]+/)) {
    if (w.text.toUpperCase() === 'PTS') continue;
    const name = parseTiebreakName(w.text);
    if (!name) return fault(at + 1, w.column, `${source}: "${w.text}" is not a tie-break arbiter computes (C.07 acronyms: BH, BH-C1, SB, DE, WIN, …)`);
    list.push(name);
  }
  return ok({ list, source, values: new Map() });
}

/** The file's tie-break list (XXT, else 212, else 202) and its values; none: an empty list. */
export function fileTiebreaks(lines: readonly string[]): Result<FileTiebreaks, FileFault> {
  const xxt = lineIndex(lines, TIEBREAK_LIST_CODE);
  if (xxt >= 0) return xxtTiebreaks(lines, xxt);
  for (const code of ['212', '202'] as const) {
    const at = lineIndex(lines, code);
    if (at >= 0) return codeTiebreaks(lines, at, code);
  }
  return ok({ list: [], source: undefined, values: new Map() });
}

/** The C.07 edition in force on the file's start date (042), else the edition in force now. */
export function tiebreakEditionOf(file: TrfFile): TiebreakEdition {
  const start = file.tournament.headers.find((h) => h.slice(0, 4) === '042 ')?.slice(4);
  const m = /^\s*(\d{4})[/.-](\d{2})[/.-](\d{2})/.exec(start ?? '');
  return m ? editionInForce(`${m[1]}-${m[2]}-${m[3]}`) : DEFAULT_TIEBREAK_EDITION;
}

/** What the file says of one player and what arbiter computes, where they part. */
export interface PlayerDifference {
  /** His number in the file (001 columns 5–8). */
  readonly player: number;
  readonly name: string;
  readonly points?: { readonly file: number; readonly arbiter: number } | undefined;
  /** `places`: the places he may hold (tied on points and every tie-break of the file), `arbiter` the first. */
  readonly rank?: { readonly file: number; readonly arbiter: number; readonly places: readonly [number, number] } | undefined;
  readonly tiebreaks?: readonly { readonly name: TiebreakName; readonly file: number; readonly arbiter: number }[] | undefined;
}

const tenths = (x: number): number => Math.round(x * 10);

/** The places each player may hold: those of the players tied with him on points and every tie-break. */
function placesOf(table: Standings, list: readonly TiebreakName[]): Map<number, [number, number]> {
  const key = (r: Standings['rows'][number]) => JSON.stringify([r.score, ...list.map((k) => r.tiebreaks?.[k] ?? 0)]);
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  for (const r of table.rows) {
    const k = key(r);
    first.set(k, Math.min(first.get(k) ?? Infinity, r.rank));
    last.set(k, Math.max(last.get(k) ?? -Infinity, r.rank));
  }
  return new Map(table.rows.map((r) => [r.id, [first.get(key(r))!, last.get(key(r))!]]));
}

/**
 * The players whose points, rank or tie-break values in the file differ from the standings arbiter
 * computed (`table`, over `t`, the tournament read from `file`), in the order of the file.
 */
export function standingsDifferences(file: TrfFile, t: Tournament, table: Standings, tiebreaks: FileTiebreaks): PlayerDifference[] {
  const rows = new Map(table.rows.map((r) => [r.id, r]));
  const places = placesOf(table, tiebreaks.list);
  const next = t.rounds.length;
  const out: PlayerDifference[] = [];
  for (const p of file.tournament.players) {
    const row = rows.get(p.id);
    if (!row) continue;
    // The engines' points column: the results, with a bye known for the next round and its acceleration.
    const e = p.rounds[next];
    const bye = e ? tenths(trfEntryPoints(e, file.tournament.pointValues)) : 0;
    const acc = tenths(file.tournament.accelerations.get(p.id)?.[next] ?? 0);
    const s = tenths(row.score);
    const points = [s, s + acc, s + bye, s + bye + acc].includes(tenths(p.points)) ? undefined : { file: p.points, arbiter: row.score };
    const [lo, hi] = places.get(p.id)!;
    const rank = p.rank === undefined || (p.rank >= lo && p.rank <= hi) ? undefined : { file: p.rank, arbiter: row.rank, places: [lo, hi] as const };
    const given = tiebreaks.values.get(p.id);
    const values = (given ?? [])
      .map((v, k) => ({ name: tiebreaks.list[k]!, file: v, arbiter: row.tiebreaks?.[tiebreaks.list[k]!] ?? 0 }))
      .filter((x) => Math.abs(x.file - x.arbiter) > 0.005 + 1e-9); // XTV: two decimals
    if (points || rank || values.length)
      out.push({ player: p.id, name: p.name, ...(points ? { points } : {}), ...(rank ? { rank } : {}), ...(values.length ? { tiebreaks: values } : {}) });
  }
  return out;
}
