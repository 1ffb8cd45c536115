import type { Game, GameResult } from '../core/game.js';
import type { Player } from '../core/player.js';
import type { Absence, Round } from '../core/round.js';
import { DEFAULT_SWISS_SETTINGS, FIDE_SWISS_SYSTEMS, isFideSwiss, type PointValues, type SwissSettings, type TournamentSettings } from '../core/settings.js';
import { SYSTEM_INFO } from '../core/systems.js';
import type { Prohibition, Tournament, TournamentDetails } from '../core/tournament.js';
import { err, ok, type Result } from '../core/result.js';
import { about, checkBirthDate, checkPlayerFields, checkText, checkTournamentDetails, TEXT_LIMITS, type GivenTournamentDetails } from '../core/fields.js';
import type { TrfPlayer, TrfRoundEntry, TrfTournament } from './trf.js';
import type { Trf2026Prohibition } from './trf2026.js';
import type { TrfFile } from './trfFile.js';
import { parseTiebreakList } from '../scoring/tiebreaks.js';

/**
 * A TRF16 tournament as a tournament of our own (a Swiss by the Dutch system), and back. Used to import and
 * export Swiss tournaments and to compute standings on a TRF file directly.
 *
 * Reading the round entries (C.04 TRF16, with the engines' byes):
 * - a game appears on both players' lines, with opposite colours and matching results; `+`/`-` are forfeits
 *   (a forfeit without colours gets white for the lower number), `-` on both sides a double forfeit;
 * - `U` is the pairing-allocated bye, `F`/`H`/`Z` requested full/half/zero-point byes, and a blank entry in a
 *   round that others played is a zero-point bye (the player was not paired).
 */
/**
 * A tournament from a TRF file as `readTrfFile` reads it (TRF16 or TRF-2026): a Swiss paired by the Dutch
 * rules edition its 192 record names, else by the rules in force; by another FIDE Swiss system when 192
 * gives its code (FIDE_DUBOV, …: TRF-2026's Tournament-Type Code Table, `SYSTEM_INFO`'s trf.code).
 */
export function tournamentFromTrfFile(file: TrfFile, name?: string): Result<Tournament> {
  const t = tournamentFromTrf(file.tournament, name);
  const coded = FIDE_SWISS_SYSTEMS.find((s) => s !== 'swiss-dutch' && SYSTEM_INFO[s].trf.code?.toUpperCase() === file.tournamentType?.code.toUpperCase());
  if (t.ok && t.value.settings.system === 'swiss-dutch' && coded !== undefined) {
    const { rules: _rules, acceleration: _acceleration, ...rest } = t.value.settings;
    // Double-Swiss: 162's P is the bye of a whole match (C.04.5 1.4, by default a won game and a drawn one),
    // held as half of it in each of the match's two rounds (docs/double-swiss.md).
    const pv = file.tournament.pointValues;
    const doubled = coded === 'double-swiss' ? { pointsPairingBye: (pv.pairingAllocatedBye ?? rest.pointsWin + rest.pointsDraw) / 2 } : {};
    // The Lim system's Maxi-tournament, as 092 declares it (`declaresMaxiTournament`).
    const maxi = coded === 'swiss-lim' ? { maxiTournament: declaresMaxiTournament(file.tournament.headers) } : {};
    return ok({ ...t.value, settings: { ...rest, ...doubled, ...maxi, system: coded } as TournamentSettings, ...prohibitionsOf(file) });
  }
  if (!t.ok || t.value.settings.system !== 'swiss-dutch') return t;
  const type = file.tournamentType;
  // 192 _BAKU: the tournament goes on with the Baku acceleration (C.04.5.1), which arbiter computes.
  const baku = type?.kind === 'dutch' && type.baku;
  return ok({
    ...t.value,
    settings: { ...t.value.settings, ...(file.rules !== undefined ? { rules: file.rules } : {}), ...(baku ? { acceleration: 'baku' as const } : {}) },
    ...prohibitionsOf(file),
  });
}

/**
 * A Maxi-tournament (the Lim system, C.04.4.3 3.2.3, 3.8, 5.7) in a TRF: neither format has a record for
 * it, and TRF-2026 leaves a program's own settings to comments (Remark 1), which other programs drop. It is
 * the type of tournament the organiser declared, so arbiter writes it in 092 (type of tournament, free
 * text) after the system's words — `092 Individual: Swiss-System (FIDE Lim), Maxi-tournament` — where
 * people and programs read it, and reads it back from there.
 */
export const MAXI_TOURNAMENT_WORD = 'Maxi-tournament';
const MAXI_WORD = /,?\s*maxi-?tournament\b/i;

/** 092's words for a tournament of `type` (the system's words), declared a Maxi-tournament or not. */
export const trfTournamentType = (type: string, maxi: boolean): string => (maxi ? `${type}, ${MAXI_TOURNAMENT_WORD}` : type);

/** The system's words of a 092 text, without the declaration of a Maxi-tournament. */
export const trfSystemWords = (text: string): string => text.replace(MAXI_WORD, '').trim();

/** Whether a TRF's header lines (092) declare a Maxi-tournament. */
export const declaresMaxiTournament = (headers: readonly string[]): boolean => headers.some((l) => l.startsWith('092 ') && MAXI_WORD.test(l.slice(4)));

/** The prohibited pairings: TRF-2026 260 records with their rounds, or TRF16 XXP (every round). */
function prohibitionsOf(file: TrfFile): { prohibitions?: Prohibition[] } {
  const m = file.trf2026;
  const prohibitions: Prohibition[] = m
    ? m.prohibitions.map((x) => ({
        players: [...x.players],
        ...(x.firstRound > 1 ? { firstRound: x.firstRound } : {}),
        ...(x.lastRound < (m.totalRounds ?? 999) ? { lastRound: x.lastRound } : {}),
      }))
    : file.tournament.forbiddenPairs.filter((g) => g.length >= 2).map((g) => ({ players: [...g] }));
  return prohibitions.length ? { prohibitions } : {};
}

export function tournamentFromTrf(trf: TrfTournament, name = 'Imported tournament'): Result<Tournament> {
  const byId = new Map(trf.players.map((p) => [p.id, p]));
  const rounds = Math.max(0, ...trf.players.map((p) => p.rounds.length));
  const out: Round[] = [];
  const absences: Absence[] = [];
  const bad = (message: string) => err({ code: 'trf-contradiction', message });
  for (let r = 1; r <= rounds; r++) {
    const games: Game[] = [];
    const byes: number[] = [];
    const done = new Set<number>();
    for (const p of trf.players) {
      if (done.has(p.id)) continue;
      const e = p.rounds[r - 1];
      if (!e || (e.opponent === 0 && e.result === ' ')) {
        absences.push({ round: r, player: p.id, kind: 'zero-bye' });
        continue;
      }
      if (e.opponent === 0) {
        if (e.result === 'U') byes.push(p.id);
        else if (e.result === 'F') absences.push({ round: r, player: p.id, kind: 'full-bye' });
        else if (e.result === 'H' || e.result === '=' || e.result === 'D') absences.push({ round: r, player: p.id, kind: 'half-bye' });
        else if (e.result === 'Z' || e.result === '-' || e.result === '0' || e.result === 'L') absences.push({ round: r, player: p.id, kind: 'zero-bye' });
        else if (e.result === '+' || e.result === '1' || e.result === 'W') byes.push(p.id);
        else return bad(`player ${p.id}, round ${r}: result "${e.result}" without an opponent`);
        continue;
      }
      const o = byId.get(e.opponent);
      if (!o) return bad(`player ${p.id}, round ${r}: opponent ${e.opponent} is not in the file`);
      const f = o.rounds[r - 1];
      if (!f || f.opponent !== p.id)
        return bad(`player ${p.id} played ${o.id} in round ${r}, but player ${o.id}'s line says ${f && f.opponent ? `he played ${f.opponent}` : 'he had no opponent'}`);
      const game = gameOf(p, e, o, f);
      if (!game) return bad(`players ${p.id} and ${o.id}, round ${r}: their entries contradict each other ("${e.colour} ${e.result}" and "${f.colour} ${f.result}")`);
      games.push({ board: games.length + 1, ...game });
      done.add(p.id).add(o.id);
    }
    out.push({ number: r, games, byes });
  }
  // A last column without games or pairing-allocated byes holds the byes requested for the round to pair.
  const last = out[out.length - 1];
  if (last && last.games.length === 0 && last.byes.length === 0) {
    out.pop();
    const n = last.number;
    for (let i = absences.length - 1; i >= 0; i--)
      if (absences[i]!.round === n && absences[i]!.kind === 'zero-bye' && !trf.players.find((p) => p.id === absences[i]!.player)?.rounds[n - 1]) absences.splice(i, 1);
  }
  const pv = trf.pointValues;
  const written = trfTiebreaks(trf);
  if (!written.ok) return written;
  const tiebreaks = written.value ? parseTiebreakList(written.value.names.join(',')) : undefined;
  if (tiebreaks && !tiebreaks.ok) return err({ code: 'trf-tiebreaks', message: `${TIEBREAK_LIST_CODE}: ${tiebreaks.error.message}` });
  const settings: SwissSettings = {
    ...DEFAULT_SWISS_SETTINGS,
    pointsWin: pv.win ?? 1,
    pointsDraw: pv.draw ?? 0.5,
    pointsLoss: pv.loss ?? 0,
    pointsForfeitLoss: pv.forfeitLoss ?? pv.loss ?? 0,
    pointsZeroBye: pv.zeroPointBye ?? 0,
    pointsPairingBye: pv.pairingAllocatedBye ?? pv.win ?? 1,
    initialColour: trf.initialColour ?? 'lots',
    numbering: 'given',
    ...(tiebreaks?.ok ? { tiebreaks: tiebreaks.value } : {}),
  };
  const title = trf.headers
    .find((h) => h.startsWith('012 '))
    ?.slice(4)
    .trim();
  // The same rules as every other entry point: what is imported can be saved and read back.
  const players: Player[] = [];
  for (const p of trf.players) {
    const birthDate = p.birthDate.replace(/\//g, '-');
    const checked = checkPlayerFields({
      name: p.name || `Player ${p.id}`,
      rating: p.rating || undefined,
      fideId: p.fideId || undefined,
      title: p.title || undefined,
      sex: p.sex || undefined,
      federation: p.federation || undefined,
      birthDate: checkBirthDate('birth date', birthDate).ok ? birthDate : undefined,
    });
    if (!checked.ok) return err(about(`player ${p.id}`, checked.error));
    players.push({ id: p.id, ...checked.value });
  }
  const tournamentName = checkText('the tournament name (012)', title || name, TEXT_LIMITS.tournamentName);
  if (!tournamentName.ok) return tournamentName;
  const details = detailsFromTrf(trf.headers);
  // Once round 1 is paired the TRF's numbers are the start numbers (in their order, gaps closed); with
  // XXC rank the order of the 001 lines is the initial ranking, whatever the numbers.
  const ranked = trf.useRankOrder ? players : [...players].sort((a, b) => a.id - b.id);
  const startNumber = new Map(ranked.map((p, i) => [p.id, i + 1]));
  const kept = out.length > 0 || trf.useRankOrder ? players.map((p) => ({ ...p, startNumber: startNumber.get(p.id)! })) : players;
  return ok({
    name: tournamentName.value,
    ...(details ? { details } : {}),
    ...(trf.totalRounds ? { plannedRounds: trf.totalRounds } : {}),
    settings,
    players: kept,
    rounds: out,
    absences,
  });
}

function gameOf(p: TrfPlayer, e: TrfRoundEntry, o: TrfPlayer, f: TrfRoundEntry): Omit<Game, 'board'> | undefined {
  const pWhite = e.colour === 'w' || (e.colour !== 'b' && f.colour === 'b') || (e.colour !== 'b' && f.colour !== 'w' && p.id < o.id);
  if ((e.colour === 'w' && f.colour === 'w') || (e.colour === 'b' && f.colour === 'b')) return undefined;
  const [we, be] = pWhite ? [e, f] : [f, e];
  const [white, black] = pWhite ? [p.id, o.id] : [o.id, p.id];
  const score = (x: TrfRoundEntry) => ({ '1': 'win', W: 'win', '0': 'loss', L: 'loss', '=': 'draw', D: 'draw', '+': 'fwin', '-': 'floss', X: 'unknown' })[x.result as string];
  const pair = `${score(we)}/${score(be)}`;
  // X on both lines: an adjourned game, its result not known yet (TRF-2026 162 X).
  if (pair === 'unknown/unknown') return { white, black, adjourned: true };
  const result = (
    {
      'win/loss': '1-0',
      'loss/win': '0-1',
      'draw/draw': '1/2-1/2',
      'fwin/floss': '+-',
      'floss/fwin': '-+',
      'floss/floss': '--',
      // The unusual results of a game played (C.04 Annex 2: each player's own score).
      'draw/loss': '1/2-0',
      'loss/draw': '0-1/2',
      'loss/loss': '0-0',
    } as Record<string, GameResult>
  )[pair];
  return result ? { white, black, result } : undefined;
}

/**
 * Tie-break values in a TRF file. TRF16 has no field for them, so arbiter writes two extension lines that
 * other programs skip as unknown records: `XXT name name …` (the tie-breaks in order, C.07 ids) and one
 * `XTV nnnn v1 v2 …` per player (his values in that order, two decimals).
 */
export const TIEBREAK_LIST_CODE = 'XXT';
export const TIEBREAK_VALUES_CODE = 'XTV';

export interface TrfStandings {
  /**
   * The points column, where the standings' score is a number of points (a Swiss, a round robin). Without
   * it (Keizer, Elo-points: their score is made of values, not points), each player's points are the sum of
   * his results, as TRF16 means the column: `trfEntryPoints` at the tournament's point values.
   */
  readonly points?: ReadonlyMap<number, number> | undefined;
  readonly rank: ReadonlyMap<number, number>;
  readonly tiebreaks?: readonly string[] | undefined;
  readonly values?: ReadonlyMap<number, readonly number[]> | undefined;
}

/** The tie-break list and values written by `trfFromTournament`, read back from a TRF's extension lines. */
export function trfTiebreaks(trf: TrfTournament): Result<{ names: string[]; values: Map<number, number[]> } | undefined> {
  // An XXT line without names (with or without a trailing space) lists no tie-breaks.
  const list = trf.headers.find((h) => h.trimEnd() === TIEBREAK_LIST_CODE || h.startsWith(`${TIEBREAK_LIST_CODE} `));
  if (list === undefined) return ok(undefined);
  const names = list.slice(4).trim().split(/\s+/).filter(Boolean);
  const values = new Map<number, number[]>();
  for (const line of trf.headers.filter((h) => h.startsWith(`${TIEBREAK_VALUES_CODE} `))) {
    const [id, ...rest] = line.slice(4).trim().split(/\s+/);
    const nums = rest.map(Number);
    if (!/^\d+$/.test(id ?? '') || nums.length !== names.length || nums.some((n) => !Number.isFinite(n)))
      return err({ code: 'trf-tiebreaks', message: `"${line}": expected ${TIEBREAK_VALUES_CODE} PLAYER and ${names.length} tie-break values` });
    values.set(Number(id), nums);
  }
  return ok({ names, values });
}

/** How `trfFromTournament` numbers the players and what it says of round 1. */
export interface TrfExportOptions {
  /**
   * The players' numbers (start numbers, `pairing/numbers.ts`): the 001 records are written in this order,
   * numbered 1, 2, 3, … (the order kept, gaps closed), opponents and XTV lines by these numbers. Without
   * it, the players' own numbers.
   */
  readonly numbers?: ReadonlyMap<number, number> | undefined;
  /** The colour of the first player in round 1 (XXC / 152), when the tournament drew it. */
  readonly initialColour?: 'white' | 'black' | undefined;
  /** What 092 says (the type of tournament). */
  readonly tournamentType?: string | undefined;
  /** The 192 code (TRF-2026's Tournament-Type Code Table, e.g. FIDE_DUTCH_2025), kept as a 192 line. */
  readonly typeCode?: string | undefined;
  /** Fictitious points per player (by the tournament's ids) and round, round 1 first: XXA, in TRF-2026 250. */
  readonly accelerations?: ReadonlyMap<number, readonly number[]> | undefined;
}

/**
 * A tournament as TRF16: the header records the tournament knows (012 name, 022 place, 032 federation,
 * 042/052 dates, 062/072 players and rated players, 092 type, 102/112 arbiters, 122 time control), the 001
 * lines with points and rank from the standings given, the round entries, XXR, XXC and the point values
 * (BB?) of a Swiss. Only complete rounds are written (TRF has no way to say "game in progress"). A forfeit
 * keeps the colours of the game that was not played (`w -` and `b +`), a double forfeit too (`w -`, `b -`).
 */
export function trfFromTournament(t: Tournament, table: TrfStandings, options: TrfExportOptions = {}): TrfTournament {
  const s = t.settings;
  const swiss = isFideSwiss(s) ? s : undefined;
  const order = options.numbers ? [...t.players].sort((a, b) => (options.numbers!.get(a.id) ?? Infinity) - (options.numbers!.get(b.id) ?? Infinity) || a.id - b.id) : t.players;
  const numberOf = new Map(order.map((p, i) => [p.id, options.numbers ? i + 1 : p.id]));
  const no = (id: number) => numberOf.get(id) ?? id;
  const entries = new Map<number, TrfRoundEntry[]>(t.players.map((p) => [p.id, []]));
  for (const round of t.rounds) {
    // An adjourned game is written as X (TRF-2026: an unknown result); a round with a game in play is not.
    if (round.games.some((g) => g.result === undefined && !g.adjourned)) break;
    const seated = new Set<number>();
    for (const g of round.games) {
      const [w, b] = g.adjourned && g.result === undefined ? (['X', 'X'] as const) : trfResults(g.result);
      entries.get(g.white)?.push({ opponent: no(g.black), colour: 'w', result: w });
      entries.get(g.black)?.push({ opponent: no(g.white), colour: 'b', result: b });
      seated.add(g.white).add(g.black);
    }
    for (const id of round.byes) {
      entries.get(id)?.push({ opponent: 0, colour: '-', result: 'U' });
      seated.add(id);
    }
    for (const p of t.players) {
      if (seated.has(p.id)) continue;
      const a = t.absences.find((x) => x.round === round.number && x.player === p.id);
      const result = a?.kind === 'full-bye' ? 'F' : a?.kind === 'half-bye' ? 'H' : 'Z';
      entries.get(p.id)?.push({ opponent: 0, colour: '-', result });
    }
  }
  const tiebreakLines = table.tiebreaks?.length
    ? [
        `${TIEBREAK_LIST_CODE} ${table.tiebreaks.join(' ')}`,
        ...order.map((p) => `${TIEBREAK_VALUES_CODE} ${String(no(p.id)).padStart(4)}${(table.values?.get(p.id) ?? []).map((v) => ` ${v.toFixed(2).padStart(8)}`).join('')}`),
      ]
    : [];
  const initialColour = options.initialColour ?? (swiss && swiss.initialColour !== 'lots' ? swiss.initialColour : undefined);
  const values: PointValues = swiss
    ? {
        win: swiss.pointsWin,
        draw: swiss.pointsDraw,
        loss: swiss.pointsLoss,
        zeroPointBye: swiss.pointsZeroBye,
        forfeitLoss: swiss.pointsForfeitLoss,
        // Double-Swiss: the bye of a whole match (C.04.5 1.4), two rounds' worth.
        pairingAllocatedBye: s.system === 'double-swiss' ? swiss.pointsPairingBye * 2 : swiss.pointsPairingBye,
      }
    : s.system === 'round-robin' && (s.pointsWin !== 1 || s.pointsDraw !== 0.5 || s.pointsLoss !== 0 || s.pointsForfeitLoss !== 0)
      ? // A round robin's other scoring (3-1-0, …): 162 / BB?; its free player scores nothing (C.05).
        { win: s.pointsWin, draw: s.pointsDraw, loss: s.pointsLoss, forfeitLoss: s.pointsForfeitLoss, zeroPointBye: s.pointsForfeitLoss, pairingAllocatedBye: 0 }
      : {};
  return {
    headers: [...trfHeaderLines(t, options.tournamentType), ...(options.typeCode !== undefined ? [record('192', options.typeCode)] : []), ...tiebreakLines],
    players: order.map((p) => {
      const rounds = entries.get(p.id) ?? [];
      const points = table.points ? (table.points.get(p.id) ?? 0) : rounds.reduce((sum, e) => sum + trfEntryPoints(e, values), 0);
      return trfPlayer({ ...p, id: no(p.id) }, points, table.rank.get(p.id), rounds);
    }),
    totalRounds: t.plannedRounds,
    initialColour,
    useRankOrder: false,
    accelerations: new Map(order.flatMap((p) => (options.accelerations?.has(p.id) ? [[no(p.id), [...options.accelerations.get(p.id)!]] as const] : []))),
    // The prohibited pairings of every round (XXP); those of some rounds only: `trfRangedProhibitions`.
    forbiddenPairs: (t.prohibitions ?? []).filter((x) => everyRound(t, x)).map((x) => x.players.map(no)),
    pointValues: values,
  };
}

const everyRound = (t: Tournament, x: Prohibition): boolean => (x.firstRound ?? 1) <= 1 && (x.lastRound ?? Infinity) >= (t.plannedRounds ?? Infinity);

/**
 * The prohibited pairings that hold in some rounds only, as TRF-2026 260 records, the players numbered as
 * `trfFromTournament` numbers them with the same options (TRF16 has no record for them).
 */
export function trfRangedProhibitions(t: Tournament, options: TrfExportOptions = {}): Trf2026Prohibition[] {
  const order = options.numbers ? [...t.players].sort((a, b) => (options.numbers!.get(a.id) ?? Infinity) - (options.numbers!.get(b.id) ?? Infinity) || a.id - b.id) : t.players;
  const numberOf = new Map(order.map((p, i) => [p.id, options.numbers ? i + 1 : p.id]));
  return (t.prohibitions ?? [])
    .filter((x) => !everyRound(t, x))
    .map((x) => ({ firstRound: x.firstRound ?? 1, lastRound: x.lastRound ?? t.plannedRounds ?? 999, players: x.players.map((id) => numberOf.get(id) ?? id) }));
}

/**
 * What one round entry of a 001 line scores, at the given point values (undefined: FIDE's, C.04.1 (2026):
 * a win 1, a draw ½, a loss 0; a pairing-allocated bye scores a win, a half-point bye a draw; a forfeit win
 * a win, a forfeit loss a loss unless a value of its own is given).
 */
export function trfEntryPoints(e: TrfRoundEntry, values: PointValues = {}): number {
  const win = values.win ?? 1;
  const draw = values.draw ?? 0.5;
  const loss = values.loss ?? 0;
  switch (e.result) {
    case '1':
    case 'W':
    case '+':
    case 'F':
      return win;
    case 'U':
      return values.pairingAllocatedBye ?? win;
    case '=':
    case 'D':
    case 'H':
    case 'X': // TRF-2026 162: an unknown result (an adjourned game) scores as D unless 162 says otherwise
      return draw;
    case '-':
      return values.forfeitLoss ?? loss;
    case 'Z':
      return values.zeroPointBye ?? 0;
    case ' ':
      return 0;
    default:
      return loss;
  }
}

/** A header record: its code, a space and the text on one line (our texts have no line breaks). */
const record = (code: string, text: string): string => `${code} ${text}`;

/** The header records 012–122 of what the tournament knows. */
function trfHeaderLines(t: Tournament, type: string | undefined): string[] {
  const d = t.details ?? {};
  const lines = [record('012', t.name)];
  if (d.place !== undefined) lines.push(record('022', d.place));
  if (d.federation !== undefined) lines.push(record('032', d.federation));
  if (d.startDate !== undefined) lines.push(record('042', trfDate(d.startDate)));
  if (d.endDate !== undefined) lines.push(record('052', trfDate(d.endDate)));
  lines.push(record('062', String(t.players.length)));
  lines.push(record('072', String(t.players.filter((p) => p.rating !== undefined && p.rating > 0).length)));
  if (type !== undefined) lines.push(record('092', type));
  if (d.chiefArbiter !== undefined) lines.push(record('102', d.chiefArbiter));
  for (const a of d.deputyArbiters ?? []) lines.push(record('112', a));
  if (d.timeControl !== undefined) lines.push(record('122', d.timeControl));
  return lines;
}

/** The details a TRF's header records give (022–122); a value that does not read as its field is left out. */
export function detailsFromTrf(headers: readonly string[]): TournamentDetails | undefined {
  const text = (code: string) =>
    headers
      .filter((h) => h.slice(0, 3) === code && (h.length === 3 || h[3] === ' '))
      .map((h) => h.slice(4).trim())
      .filter((x) => x !== '');
  const day = (x: string | undefined) => {
    const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})$/.exec(x ?? '');
    return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
  };
  const wanted: GivenTournamentDetails = {
    place: text('022')[0],
    federation: text('032')[0],
    startDate: day(text('042')[0]),
    endDate: day(text('052')[0]),
    chiefArbiter: text('102')[0],
    deputyArbiters: text('112'),
    timeControl: text('122')[0],
  };
  // Each field alone, so that one bad value (a federation "Belgium") loses only itself.
  let kept: GivenTournamentDetails = {};
  for (const [key, value] of Object.entries(wanted) as [keyof GivenTournamentDetails, GivenTournamentDetails[keyof GivenTournamentDetails]][]) {
    if (value === undefined) continue;
    const next = { ...kept, [key]: value };
    if (checkTournamentDetails(next).ok) kept = next;
  }
  const checked = checkTournamentDetails(kept);
  return checked.ok ? checked.value : undefined;
}

/** A date as TRF writes it: 2026/11/22. */
export const trfDate = (iso: string | undefined): string => (iso ?? '').replaceAll('-', '/');

/**
 * A player's TRF line: the registration data the file keeps (sex, title, name, rating, federation, FIDE id,
 * birth date), with points, rank and round entries. The national federation's id has no column in TRF16.
 */
export function trfPlayer(p: Player, points: number, rank: number | undefined, rounds: readonly TrfRoundEntry[]): TrfPlayer {
  return {
    id: p.id,
    sex: p.sex ?? '',
    title: p.title ?? '',
    name: p.name,
    rating: p.rating,
    federation: p.federation ?? '',
    fideId: p.fideId ?? '',
    birthDate: trfDate(p.birthDate),
    points,
    rank,
    rounds,
  };
}

function trfResults(result: GameResult | undefined): [TrfRoundEntry['result'], TrfRoundEntry['result']] {
  switch (result) {
    case '1-0':
      return ['1', '0'];
    case '0-1':
      return ['0', '1'];
    case '1/2-1/2':
      return ['=', '='];
    case '+-':
      return ['+', '-'];
    case '-+':
      return ['-', '+'];
    case '--':
      return ['-', '-'];
    case '1/2-0':
      return ['=', '0'];
    case '0-1/2':
      return ['0', '='];
    case '0-0':
      return ['0', '0'];
    case undefined:
      throw new Error('trfResults: a game without result is not written');
  }
}
