/**
 * The checklist of a round: the table of what the engine knew of each player when it paired, in the layout
 * the FIDE-endorsed engines write (JaVaFo's "check-list" file, bbpPairings' `-l`), so an arbiter can check a
 * pairing by hand against the rules, and a program can compare engines line by line.
 *
 * One row per player to pair (present, not already given a bye for the round), by pairing score (with
 * the acceleration of C.04.5), highest first, then pairing number; an empty line before each score group.
 * Columns, each right-aligned to its widest cell and followed by a tab:
 *
 *   ID    the player's pairing number
 *   Pts   his pairing score, one decimal (with the round's fictitious points when accelerated)
 *   ----  the colours of his games played over the board (W, B), oldest first; the header has one dash
 *         more than the rounds played
 *   Pref  his colour preference (2025 1.7, 2017 A.6): `W `/`B ` absolute, `(W)`/`(B)` strong, `w `/`b `
 *         mild, `A ` none
 *   C2    Y when he may get the pairing-allocated bye (2025 C2, 2017 C.2, 2012 B.1.b), else N
 *   C14   his float in the last round: D down, U up, blank none (the floats of 2025 C14–C17, 2017 C.14–C.17;
 *         named C12 for the 2017 rules, as bbpPairings 5 names it, and B5 for 2012)
 *   C16   his float in the round before it (C14 for the 2017 rules, B6 for 2012)
 *   Cur   his pairing in this round: `(12W)` opponent 12 with White, `(bye)` the pairing-allocated bye
 *         (blank when no pairing was made)
 *   R1 …  his opponent in each round played over the board (blank: not played)
 */
import { err, ok, type Result } from '../../core/result.js';
import { DUTCH_RULES, type DutchRules } from '../../core/settings.js';
import { DUTCH_EDITIONS } from './editions.js';
import { BLACK, DOWN, NO_COLOUR, UP, WHITE, playersBeforeRound, type Float, type PlayerState } from './players.js';
import { DEFAULT_DUTCH_RULES, type DutchError, type DutchInput, type DutchPairing } from './types.js';

/**
 * The float columns' names: as bbpPairings 6 and 5 write them for the 2025 and 2017 rules; for 2012 the
 * criteria B.5 and B.6 of C.04.1, as JaVaFo 1.4 names them (its own check-list file differs in more than
 * the names: arrows for the floats, no C2 column, wider columns, its own marks of the colour preferences).
 */
const FLOAT_HEADERS: Readonly<Record<DutchRules, readonly [string, string]>> = { '2012': ['B5', 'B6'], '2017': ['C12', 'C14'], '2025': ['C14', 'C16'] };

const floatMark = (f: Float): string => (f === DOWN ? 'D' : f === UP ? 'U' : ' ');

function preference(p: PlayerState): string {
  if (p.pref === NO_COLOUR) return 'A ';
  const c = p.pref === WHITE ? 'W' : 'B';
  if (p.absPref) return `${c} `;
  return p.strong ? `(${c})` : `${c.toLowerCase()} `;
}

/** One player's row of the checklist (the columns above, as values). */
export interface DutchChecklistRow {
  readonly id: number;
  /** The pairing score, in points (with the round's fictitious points when accelerated). */
  readonly points: number;
  /** The colours of his games played over the board, oldest first: `W`, `B`. */
  readonly colours: string;
  /** `W`/`B` absolute, `(W)`/`(B)` strong, `w`/`b` mild, `A` none. */
  readonly preference: string;
  /** He may get the pairing-allocated bye. */
  readonly mayHaveBye: boolean;
  /** His float in the last round and in the one before: `D`, `U`, or blank. */
  readonly floats: readonly [string, string];
  /** His pairing in this round (undefined when no pairing was made). */
  readonly current?: { readonly opponent: number; readonly colour: 'W' | 'B' } | 'bye' | undefined;
  /** His opponent in each round played over the board, null when not played. */
  readonly opponents: readonly (number | null)[];
}

/** The checklist of a round as values: the rows by score group, highest first, each group by pairing number. */
export interface DutchChecklist {
  readonly rules: DutchRules;
  /** The names of the two float columns (the criteria of the edition: C14/C16, C12/C14, B5/B6). */
  readonly floatColumns: readonly [string, string];
  readonly playedRounds: number;
  readonly groups: readonly (readonly DutchChecklistRow[])[];
}

/** The checklist's values of the round `input` pairs, with the pairing made (`pairing`; without one, no Cur). */
export function checklistOf(input: DutchInput, pairing?: Pick<DutchPairing, 'pairs' | 'bye'>): Result<DutchChecklist, DutchError> {
  const rules = input.rules ?? DEFAULT_DUTCH_RULES;
  if (!DUTCH_RULES.includes(rules)) return err({ code: 'dutch.input', message: `unknown rules ${JSON.stringify(rules)}` });
  const before = playersBeforeRound(input, DUTCH_EDITIONS[rules].history);
  if (!before.ok) return before;
  const { players, playedRounds } = before.value;
  const idOf = (index: number): number => input.players[index]!.id;
  const current = new Map<number, DutchChecklistRow['current']>();
  for (const { white, black } of pairing?.pairs ?? []) {
    current.set(white, { opponent: black, colour: 'W' });
    current.set(black, { opponent: white, colour: 'B' });
  }
  if (pairing?.bye !== undefined) current.set(pairing.bye, 'bye');
  // The order the engine pairs them in (engine.ts): pairing score, then pairing number.
  const toPair = players.filter((p) => p.valid && p.available).sort((a, b) => b.acc0 - a.acc0 || a.rank - b.rank);
  const groups: DutchChecklistRow[][] = [];
  toPair.forEach((p, k) => {
    const recs = p.recs.slice(0, playedRounds);
    const row: DutchChecklistRow = {
      id: p.id,
      points: p.acc0 / 10,
      colours: recs.map((r) => (!r.played ? '' : r.colour === WHITE ? 'W' : r.colour === BLACK ? 'B' : '')).join(''),
      preference: preference(p).trim(),
      mayHaveBye: p.eligibleForBye,
      floats: [floatMark(p.float1).trim(), floatMark(p.float2).trim()],
      current: current.get(p.id),
      opponents: recs.map((r) => (r.played ? idOf(r.opponent) : null)),
    };
    if (k === 0 || toPair[k - 1]!.acc0 !== p.acc0) groups.push([row]);
    else groups[groups.length - 1]!.push(row);
  });
  return ok({ rules, floatColumns: FLOAT_HEADERS[rules], playedRounds, groups });
}

const currentText = (c: DutchChecklistRow['current']): string => (c === undefined ? '' : c === 'bye' ? '(bye)' : `(${c.opponent}${c.colour})`);
const preferenceText = (p: string): string => (p.length === 1 ? `${p} ` : p);

/**
 * The checklist of the round `input` pairs, with the pairing the engine made (`pairing`; without one, as
 * when no pairing exists, the Cur column is blank).
 */
export function makeChecklist(input: DutchInput, pairing?: Pick<DutchPairing, 'pairs' | 'bye'>): Result<string, DutchError> {
  const made = checklistOf(input, pairing);
  if (!made.ok) return made;
  const { floatColumns, playedRounds, groups } = made.value;
  const header = ['ID', 'Pts', '-'.repeat(playedRounds + 1), 'Pref', 'C2', ...floatColumns, 'Cur', '', ...Array.from({ length: playedRounds }, (_, k) => `R${k + 1}`)];
  const rows = groups.map((g) =>
    g.map((p) => [
      String(p.id),
      p.points.toFixed(1),
      p.colours,
      preferenceText(p.preference),
      p.mayHaveBye ? 'Y' : 'N',
      ...p.floats.map((f) => f || ' '),
      currentText(p.current),
      '',
      ...p.opponents.map((o) => (o === null ? '' : String(o))),
    ]),
  );
  const all = rows.flat();
  const widths = header.map((h, k) => Math.max(h.length, ...all.map((r) => r[k]!.length)));
  const line = (cells: readonly string[]): string => cells.map((c, k) => `${c.padStart(widths[k]!)}\t`).join('');
  let text = `\n${line(header)}`;
  for (const g of rows) text += `\n\n${g.map(line).join('\n')}`;
  return ok(`${text}\n\n\n`);
}
