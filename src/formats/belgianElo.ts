import { Buffer } from 'node:buffer';
import { gamePoints, isPlayed, type Game } from '../core/game.js';
import type { Player } from '../core/player.js';
import { checkDay } from '../core/fields.js';
import { err, ok, type ArbiterError, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { trfDate } from './trfTournament.js';

/**
 * The Belgian national rating report ("eloverwerking", "calcul Elo"): the file the Belgian federation
 * (KBSB/FRBE/KSB) takes for its national rating, a TRF-like fixed-width text.
 *
 * Source: the federation's own reporting code, which writes this file for the national interclubs —
 * `to_belgian_elo` in FRBE-KBSB-KSB/kbsb, backend/kbsb/interclubs/elo.py (also cropr/kbsb_api,
 * kbsb/eloprocessing/belgian_elo.py) — and a file it wrote, cropr/kbsb_api ICN_R1_part1.txt. Its layout:
 *
 * - header records `00A` title, `00B N rondes`, `00C Envoi des rondes A à B`, `00D Envoi par : E-MAIL`,
 *   `00E Envoi par le club : NUMBER`, `00F P=players R=rounds S=dd/mm/yy E=dd/mm/yy +won =drawn -lost`, then
 *   012–122 as in the TRF, and `132` with the round dates from column 92;
 * - one `001` line per player: number in columns 5–8, name from column 15 (32 wide), national rating in
 *   49–52, national id in 64–68, score in 82–84, and per round, from column 92 in blocks of 10, the
 *   opponent (4 wide), colour (97) and result (99), as in the TRF;
 * - lines end in CR LF; the text is Latin-1 (the federation's code opens the file with encoding "latin1").
 *
 * Our readings where the source leaves a choice (docs/formats.md, "The Belgian rating report"):
 *
 * - Only games played over the board are written (the federation's code skips every result but 1-0, ½-½
 *   and 0-1). A forfeit, a bye, an absence, a postponed game and a round without a game leave the player's
 *   block blank (10 spaces); a player without any game over the board in the rounds sent is left out.
 * - `+won =drawn -lost` count the results written on the 001 lines, of both players: a decisive game adds
 *   one to won and one to lost, a draw two to drawn (the federation's code: `won += 1; lost += 1`,
 *   `drawn += 2`; its file: `P=942 … +317 =308 -317`). So won + drawn + lost is twice the games.
 * - The rounds sent (00C) are the blocks of the 001 lines, the first round sent in the first block; 00B
 *   and R= are how many rounds are sent (the federation's file for round 5 of the interclubs says
 *   `00B 1 rondes`, `R=1`, `Envoi des rondes 5 à 5`). S= and E= (and 042/052) are the first and last day of
 *   the rounds sent; 132 is written when they are one day (each round's date then known), as YY/MM/DD:
 *   TRF16's form, in the order of the federation's current code (`strftime("%y.%m.%d")`, with dots; its
 *   2023 file ICN_R1_part1.txt wrote the day first, `24/09/23`, as in 00F). Which its processing reads is
 *   not published; the day is in 00F and 042 as well.
 * - The players are numbered 1, 2, … in the order of their numbers in the tournament.
 * - The score (82–84) is the points of the games written, `0.5`; 10 or more takes column 81 as well
 *   (TRF16's points field is 81–84). The number and the name's 32 characters are as in the federation's
 *   code; a longer name is cut. A player without a national rating is written 0 (the code writes
 *   `belrating or 0`); one without a national id (1 to 5 digits) has 64–68 blank. Both are listed in
 *   `missing`, for the director to mend before sending.
 * - A `001` and `132` line is at least 100 characters (the federation's lines start as 100 spaces).
 * - A text Latin-1 cannot hold (a name "Đoković") is refused, naming the player or the field; nothing is
 *   transliterated, since the name must be found in the federation's list.
 */
export const BELGIAN_ELO_ERRORS = ['belgian.latin1', 'belgian.unfinished', 'belgian.rounds', 'belgian.date', 'belgian.sender', 'belgian.no-games'] as const;
export type BelgianEloErrorCode = (typeof BELGIAN_ELO_ERRORS)[number];

export interface BelgianEloError extends ArbiterError {
  readonly code: BelgianEloErrorCode;
}

/** What the report says besides the tournament: who sends it and which rounds. */
export interface BelgianEloOptions {
  /** The rounds sent, first and last (default: every round paired). */
  readonly firstRound?: number | undefined;
  readonly lastRound?: number | undefined;
  /** The sender's e-mail (00D) and club number (00E); a record not given is left out. */
  readonly email?: string | undefined;
  readonly club?: string | undefined;
  /** The first and last day of the rounds sent, YYYY-MM-DD (00F S= E=, 042, 052); default the tournament's dates. */
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  /** The type of tournament in words (TRF 092). */
  readonly tournamentType?: string | undefined;
}

/** What a player lacks for the national rating. */
export const NATIONAL_GAPS = ['national id', 'national rating'] as const;
export type NationalGap = (typeof NATIONAL_GAPS)[number];

export interface MissingNational {
  readonly id: number;
  readonly name: string;
  readonly missing: readonly NationalGap[];
}

export interface BelgianEloReport {
  /** The file: Latin-1, CR LF. */
  readonly bytes: Uint8Array;
  readonly players: number;
  readonly games: number;
  /** The players written without a national id or rating. */
  readonly missing: readonly MissingNational[];
}

const fault = (code: BelgianEloErrorCode, message: string): Result<never, BelgianEloError> => err({ code, message });

/** A Belgian national id as the report's columns 64–68 hold it. */
export const isBelgianId = (id: string | undefined): id is string => id !== undefined && /^\d{1,5}$/.test(id);

/** The first character Latin-1 cannot hold, or undefined. */
const notLatin1 = (text: string): string | undefined => [...text].find((c) => c.codePointAt(0)! > 0xff);

/** One player's entry in one round: a game over the board. */
interface Entry {
  readonly opponent: number;
  readonly colour: 'w' | 'b';
  readonly result: '1' | '=' | '0';
  readonly points: number;
}

/** The Belgian rating report of the rounds sent (see above). */
export function makeBelgianEloReport(t: Tournament, options: BelgianEloOptions = {}): Result<BelgianEloReport, BelgianEloError> {
  const first = options.firstRound ?? 1;
  const last = options.lastRound ?? t.rounds.length;
  if (t.rounds.length === 0) return fault('belgian.rounds', 'no round is paired yet: there is nothing to send');
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 1 || last > t.rounds.length || first > last)
    return fault('belgian.rounds', `rounds ${first} to ${last}: the tournament has rounds 1 to ${t.rounds.length}`);
  const dates = reportDates(t, options);
  if (!dates.ok) return dates;
  const sender = checkSender(options);
  if (!sender.ok) return sender;
  const entries = roundEntries(t, first, last);
  if (!entries.ok) return entries;
  const listed = t.players.filter((p) => entries.value.some((round) => round.has(p.id)));
  if (listed.length === 0) return fault('belgian.no-games', `rounds ${first} to ${last} hold no game played over the board: there is nothing to send`);
  for (const p of listed) {
    const c = notLatin1(p.name);
    if (c !== undefined)
      return fault(
        'belgian.latin1',
        `player ${p.id} (${p.name}): the name holds "${c}", which the report's encoding (Latin-1) cannot hold; write the name as the federation's list does`,
      );
  }
  const numberOf = new Map(listed.map((p, i) => [p.id, i + 1]));
  const all = entries.value.flatMap((round) => [...round.values()]);
  const count = (r: Entry['result']) => all.filter((e) => e.result === r).length;
  const rounds = last - first + 1;
  const header = [
    `00A ${t.name}`,
    `00B ${rounds} rondes`,
    `00C Envoi des rondes ${first} à ${last}`,
    ...(sender.value.email !== undefined ? [`00D Envoi par : ${sender.value.email}`] : []),
    ...(sender.value.club !== undefined ? [`00E Envoi par le club : ${sender.value.club}`] : []),
    `00F P=${listed.length} R=${rounds} S=${ddmmyy(dates.value.start)} E=${ddmmyy(dates.value.end)} +${count('1')} =${count('=')} -${count('0')}`,
    ...trfHeader(t, listed, dates.value, options.tournamentType),
  ];
  if (dates.value.start === dates.value.end) header.push(fixed([[1, '132'], ...Array.from({ length: rounds }, (_, k) => [92 + 10 * k, yymmdd(dates.value.start)] as const)]));
  const lines = [...header, ...listed.map((p) => playerLine(p, numberOf, entries.value))];
  const latin = lines.findIndex((l) => notLatin1(l) !== undefined);
  if (latin >= 0) return fault('belgian.latin1', `the record ${lines[latin]!.slice(0, 3)} holds "${notLatin1(lines[latin]!)!}", which the report's encoding (Latin-1) cannot hold`);
  const missing = listed.flatMap((p): MissingNational[] => {
    const gaps = NATIONAL_GAPS.filter((g) => (g === 'national id' ? !isBelgianId(p.federationId) : p.nationalRating === undefined));
    return gaps.length ? [{ id: p.id, name: p.name, missing: gaps }] : [];
  });
  return ok({ bytes: Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1'), players: listed.length, games: all.length / 2, missing });
}

/** Each round sent: the entry of each player who played a game over the board. */
function roundEntries(t: Tournament, first: number, last: number): Result<Map<number, Entry>[], BelgianEloError> {
  const out: Map<number, Entry>[] = [];
  for (let n = first; n <= last; n++) {
    const round = t.rounds.find((r) => r.number === n);
    const entries = new Map<number, Entry>();
    for (const g of round?.games ?? []) {
      if (g.result === undefined && !g.postponed) return fault('belgian.unfinished', `round ${n}, board ${g.board}: the game ${g.white}-${g.black} has no result yet`);
      if (!isPlayed(g.result)) continue; // forfeits and postponed games are no games over the board
      entries.set(g.white, entryOf(g, 'w'));
      entries.set(g.black, entryOf(g, 'b'));
    }
    out.push(entries);
  }
  return ok(out);
}

function entryOf(g: Game, colour: 'w' | 'b'): Entry {
  const [white, black] = gamePoints(g.result!);
  const points = colour === 'w' ? white : black;
  return { opponent: colour === 'w' ? g.black : g.white, colour, points, result: points === 1 ? '1' : points === 0 ? '0' : '=' };
}

/** A player's 001 line. */
function playerLine(p: Player, numberOf: ReadonlyMap<number, number>, rounds: readonly ReadonlyMap<number, Entry>[]): string {
  const own = rounds.map((r) => r.get(p.id));
  const score = own.reduce((sum, e) => sum + (e?.points ?? 0), 0).toFixed(1);
  const fields: [number, string][] = [
    [1, '001'],
    [5, right(numberOf.get(p.id)!, 4)],
    [15, p.name.slice(0, 32)],
    [49, right(p.nationalRating ?? 0, 4)],
    [85 - score.length, score],
  ];
  if (isBelgianId(p.federationId)) fields.push([64, right(p.federationId, 5)]);
  own.forEach((e, k) => {
    if (e !== undefined) fields.push([92 + 10 * k, `${right(numberOf.get(e.opponent)!, 4)} ${e.colour} ${e.result}`]);
  });
  return fixed(fields);
}

/** A line of 100 spaces with each text written from its column (1-based); longer when a text goes past 100. */
function fixed(fields: readonly (readonly [number, string])[]): string {
  let line = ' '.repeat(100);
  for (const [column, text] of fields) {
    const at = column - 1;
    line = line.padEnd(at).slice(0, at) + text + line.slice(at + text.length);
  }
  return line;
}

const right = (v: number | string, width: number): string => String(v).padStart(width);
const ddmmyy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
const yymmdd = (iso: string): string => `${iso.slice(2, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

/** The first and last day of the rounds sent: given, or the tournament's. */
function reportDates(t: Tournament, options: BelgianEloOptions): Result<{ start: string; end: string }, BelgianEloError> {
  const day = (field: string, given: string | undefined, own: string | undefined, flag: string): Result<string, BelgianEloError> => {
    const value = given ?? own;
    if (value === undefined) return fault('belgian.date', `the ${field} of the rounds sent is not known: give ${flag} YYYY-MM-DD, or set the tournament's ${field}`);
    const checked = checkDay(field, value);
    return checked.ok ? checked : fault('belgian.date', checked.error.message);
  };
  const start = day('start date', options.startDate, t.details?.startDate, '--start');
  if (!start.ok) return start;
  const end = day('end date', options.endDate ?? options.startDate, t.details?.endDate, '--end');
  if (!end.ok) return end;
  if (end.value < start.value) return fault('belgian.date', `end date: ${end.value} is before the start date ${start.value}`);
  return ok({ start: start.value, end: end.value });
}

/** The sender's e-mail (one word with an @) and club number (1 to 5 digits), trimmed. */
function checkSender(options: BelgianEloOptions): Result<{ email?: string; club?: string }, BelgianEloError> {
  const email = options.email?.trim() || undefined;
  const club = options.club?.trim() || undefined;
  if (email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(email)) return fault('belgian.sender', `e-mail: "${email}" is not an e-mail address`);
  if (club !== undefined && !/^\d{1,5}$/.test(club)) return fault('belgian.sender', `club: "${club}" is not a club number (1 to 5 digits)`);
  return ok({ ...(email !== undefined ? { email } : {}), ...(club !== undefined ? { club } : {}) });
}

/** The TRF header records 012–122 of the report: the tournament's details, the dates and players sent. */
function trfHeader(t: Tournament, listed: readonly Player[], dates: { start: string; end: string }, type: string | undefined): string[] {
  const d = t.details ?? {};
  const lines = [`012 ${t.name}`];
  if (d.place !== undefined) lines.push(`022 ${d.place}`);
  if (d.federation !== undefined) lines.push(`032 ${d.federation}`);
  lines.push(`042 ${trfDate(dates.start)}`, `052 ${trfDate(dates.end)}`);
  lines.push(`062 ${listed.length}`, `072 ${listed.filter((p) => p.nationalRating !== undefined).length}`);
  if (type !== undefined) lines.push(`092 ${type}`);
  if (d.chiefArbiter !== undefined) lines.push(`102 ${d.chiefArbiter}`);
  for (const a of d.deputyArbiters ?? []) lines.push(`112 ${a}`);
  if (d.timeControl !== undefined) lines.push(`122 ${d.timeControl}`);
  return lines;
}
