import type { Game } from '../core/game.js';
import type { Player, PlayerId } from '../core/player.js';
import { ArbiterFailure, err, ok, type Result } from '../core/result.js';
import type { Round } from '../core/round.js';
import type { KeizerSettings, RepeatRule } from '../core/settings.js';
import { playersFor, type Tournament } from '../core/tournament.js';
import { readyToPair } from '../core/tournamentOps.js';
import { keizerStandings } from '../scoring/keizer.js';
import { type ColourCandidate, type ColourHistory, NO_COLOURS, colourHistories, geelColours, keizerColours, seededLots } from './colours.js';
import { CardinalityMatching, maximumMatching } from '../matching/cardinality.js';
import { byeOrder, mayMeetUnder, meetingsBefore, pairKey, periodWords, roundsOfPeriod, type Meetings } from './meetings.js';
import { checkPairing, describeRepeatRule, messagesOf } from './manual.js';

export { checkPairing, type CheckOptions, type ManualWord, type PairingCheck } from './manual.js';

/**
 * Keizer pairing (keizer.md §4).
 *
 * The present players (entered for the round, no announced absence) in the order of the current Keizer
 * ranking. With an odd number, the bye goes to the lowest-ranked present player with the fewest byes so far
 * (keizer.md §3). Then the highest unpaired player meets the next highest unpaired player he may meet
 * under the repeat rule. When that choice would leave the rest unpairable the next candidate is tried
 * ("back up"): a maximum matching of the remaining players tells at once whether a completion exists, so
 * the round is completed whenever any legal completion exists, in polynomial time. The bye is chosen the
 * same way: the preferred player gets it unless no legal completion would remain.
 *
 * Meetings are games played over the board: a forfeit does not forbid a rematch (core `game.ts`, C.04.1).
 * Colours by `settings.colours` (colours.ts); boards in the order of the higher-ranked player.
 */

export const KEIZER_PAIRING_ERRORS = [
  'not-keizer',
  'results-missing',
  'too-few-players',
  'no-legal-pairing',
  'invalid-pairing',
  'no-round',
  'round-has-results',
  'invalid',
] as const;
export type KeizerPairingError = (typeof KEIZER_PAIRING_ERRORS)[number];

const fault = (code: KeizerPairingError, message: string): Result<never> => err({ code, message });

/** A pair for the board, white first. */
export type Pair = readonly [white: PlayerId, black: PlayerId];

// ---------------------------------------------------------------------------------------------------------
// Meetings and the repeat rule.

/** May two players with these earlier meetings meet in round `round`? (the repeat rule, not relaxed) */
const allowedBy = (rule: RepeatRule, meetings: Meetings | undefined, round: number): boolean => mayMeetUnder(rule, 0, meetings, round);

/** True when a and b may meet in round `round` of `t` under its repeat rule (games of earlier rounds). */
export function mayMeet(t: Tournament, a: PlayerId, b: PlayerId, round: number = t.rounds.length + 1): boolean {
  const s = settingsOf(t);
  return a !== b && allowedBy(s.repeat, meetingsBefore(roundsOfPeriod(t, round), round).get(pairKey(a, b)), round);
}

function settingsOf(t: Tournament): KeizerSettings {
  const s = t.settings;
  if (s.system !== 'keizer') throw new ArbiterFailure('not-keizer', `"${t.name}" is not a Keizer tournament`);
  return s;
}

// ---------------------------------------------------------------------------------------------------------
// Pairing.

interface Field {
  readonly s: KeizerSettings;
  readonly round: number;
  /** Present players in ranking order. */
  readonly ids: readonly PlayerId[];
  /** Rank for colours: the best place of the player's group of equal scores. */
  readonly rank: ReadonlyMap<PlayerId, number>;
  readonly players: ReadonlyMap<PlayerId, Player>;
  readonly colours: ReadonlyMap<PlayerId, ColourHistory>;
  /** The repeat rule's scope in words (`periodWords`). */
  readonly scope: string;
}

const nameOf = (players: ReadonlyMap<PlayerId, Player>, id: PlayerId): string => players.get(id)?.name ?? `player ${id}`;
const list = (names: readonly string[]): string => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Colours for a pair by the tournament's colour rule. */
function colour(f: Field, a: PlayerId, b: PlayerId): Pair {
  const candidate = (id: PlayerId): ColourCandidate => ({ id, history: f.colours.get(id) ?? NO_COLOURS, rank: f.rank.get(id) ?? Infinity });
  const rule = f.s.colours === 'geel' ? geelColours : keizerColours;
  const d = rule(candidate(a), candidate(b), seededLots(f.s.seed, f.round));
  return [d.white, d.black];
}

/**
 * Pairs round `t.rounds.length + 1` of a Keizer tournament (keizer.md §4). The previous round must be
 * complete. Errors: `not-keizer`, `results-missing`, `too-few-players`, `no-legal-pairing` (the message
 * names the players who cannot be paired and the rule that stops them).
 */
export function pairKeizerRound(t: Tournament): Result<Round> {
  if (t.settings.system !== 'keizer') return fault('not-keizer', `"${t.name}" is not a Keizer tournament`);
  const s = t.settings;
  const ready = readyToPair(t);
  if (!ready.ok) return ready;
  const round = ready.value;

  let rows;
  try {
    rows = keizerStandings(t).rows;
  } catch (e) {
    if (e instanceof ArbiterFailure) return err({ code: e.code, message: e.message });
    throw e;
  }
  // The present players: all but the absent, or only those signed up (attendance opt-in, keizer.md §3).
  const present = new Set(playersFor(t, round));
  const players = new Map(t.players.map((p) => [p.id, p]));
  const ranked = rows.map((r) => r.player.id);
  // Anybody entered but not in the ranking (cannot happen with consistent data) goes last.
  for (const p of t.players) if (!ranked.includes(p.id)) ranked.push(p.id);
  const ids = ranked.filter((id) => present.has(id));
  const rank = new Map<PlayerId, number>();
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    rank.set(r.player.id, prev && Math.abs(prev.score - r.score) < 1e-9 ? (rank.get(prev.player.id) as number) : i + 1);
  });
  const field: Field = { s, round, ids, rank, players, colours: colourHistories(t.rounds), scope: periodWords(t, round) };

  if (ids.length < 2) {
    return fault('too-few-players', `round ${round} cannot be paired: ${ids.length === 0 ? 'no player is' : `only ${nameOf(players, ids[0]!)} is`} present`);
  }

  // The graph of allowed games, over the indices of `ids` (ranking order); the repeat rule counts the
  // meetings of the round's period (`periods`, keizer.md §4).
  const met = meetingsBefore(roundsOfPeriod(t, round), round);
  const adj = ids.map((a) => ids.flatMap((b, j) => (a !== b && allowedBy(s.repeat, met.get(pairKey(a, b)), round) ? [j] : [])));
  const byeCandidates = ids.length % 2 === 1 ? byeOrder(ids, t.rounds).map((id) => ids.indexOf(id)) : [];
  const made = keizerPairsOf(adj, byeCandidates);
  if (!made) return noPairing(field, adj);
  const { pairs, bye } = made;

  const games: Game[] = pairs.map(([i, j], b) => {
    const [white, black] = colour(field, ids[i]!, ids[j]!);
    return { board: b + 1, white, black };
  });
  return ok({ number: round, games, byes: bye === undefined ? [] : [ids[bye]!] });
}

/**
 * A pair x–y of the present matching through which the mate `mi` of a player and the mate of `o` can be
 * paired instead (mi–x and y–o's mate, a quick sufficient test, no search), or undefined.
 */
function throughOnePair(graph: CardinalityMatching, rows: Uint32Array, words: number, mi: number, o: number): readonly [number, number] | undefined {
  const mo = graph.mateOf(o);
  if (mi < 0 || mo < 0) return undefined;
  for (let k = 0, base = mi * words; k < words; k++) {
    for (let bits = rows[base + k]! & graph.aliveWord(k); bits !== 0; bits &= bits - 1) {
      const x = (k << 5) + 31 - Math.clz32(bits & -bits);
      if (x === o || x === mo) continue;
      const y = graph.mateOf(x);
      if (y >= 0 && y !== o && graph.hasEdge(y, mo)) return [x, y];
    }
  }
  return undefined;
}

/** Whether the mate `mi` of a player may meet the mate of `o` (then pairing the player with o keeps a perfect matching). */
const matesMeet = (graph: CardinalityMatching, mi: number, o: number): boolean => mi >= 0 && graph.mateOf(o) >= 0 && graph.hasEdge(mi, graph.mateOf(o));

/** The number of bits set in a 32-bit word. */
function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The words of a row of `keizerRows` for n players. */
const wordsFor = (n: number): number => (n + 31) >>> 5;

/**
 * Who may meet whom as bit rows, the form the Keizer pairing works on: bit b of row a (word
 * a·words + (b >>> 5), words = ⌈n / 32⌉) is set when a may meet b. From lists (`adj[a]` whom a may meet).
 */
export function keizerRows(adj: readonly (readonly number[])[]): Uint32Array {
  const words = wordsFor(adj.length);
  const rows = new Uint32Array(adj.length * words);
  adj.forEach((row, a) => {
    for (const b of row) if (b !== a) rows[a * words + (b >>> 5)]! |= 1 << (b & 31);
  });
  return rows;
}

/**
 * The Keizer pairing itself (keizer.md §3–4), over players 0 … n−1 in ranking order: `adj[i]` lists whom
 * player i may meet, `byeCandidates` the players who may get the bye in the order they are tried (only
 * with an odd number). The bye goes to the first candidate that leaves a complete pairing; then the
 * highest unpaired player meets the next highest he may meet, backing up when that choice would leave the
 * rest unpairable (a maximum matching tells). Undefined when no complete pairing keeps the rule. Shared by
 * `pairKeizerRound` and the title-odds simulation (director/keizerOdds.ts), which pairs with this very
 * function (as `keizerPairsOfRows`, the same pairing on bit rows).
 */
export function keizerPairsOf(adj: readonly (readonly number[])[], byeCandidates: readonly number[]): KeizerPairs | undefined {
  return keizerPairsOfRows(adj.length, keizerRows(adj), byeCandidates);
}

/** `keizerPairsOf` on the bit rows of `keizerRows` (symmetric, no player meeting himself). */
export function keizerPairsOfRows(n: number, rows: Uint32Array, byeCandidates: readonly number[]): KeizerPairs | undefined {
  return greedyPairs(n, rows, byeCandidates) ?? searchPairs(n, rows, byeCandidates);
}

/** A Keizer pairing over indices: the pairs by board (higher-ranked first) and the bye, if any. */
export interface KeizerPairs {
  readonly pairs: [number, number][];
  readonly bye: number | undefined;
}

/** The players `greedyPairs` has not paired yet, as bits (one array for every call, grown when too short). */
let openBits = new Uint32Array(2);

/**
 * The plain greedy pairing (the bye to the first candidate, then each highest unpaired player against the
 * next highest he may meet, no look-ahead), when it completes the round; otherwise undefined. When it
 * completes it is the pairing `keizerPairsBySearch` makes: at every board the greedy choice had a
 * completion (the greedy one), so backing up never happens, and the first bye candidate left a complete
 * pairing. It costs no matching.
 */
function greedyPairs(n: number, rows: Uint32Array, byeCandidates: readonly number[]): KeizerPairs | undefined {
  const words = wordsFor(n);
  // The players not yet paired, as bits.
  if (openBits.length < words) openBits = new Uint32Array(words);
  const open = openBits.fill(0, 0, words);
  for (let v = 0; v < n; v++) open[v >>> 5]! |= 1 << (v & 31);
  // (No closure to close a player: one made per call costs more than the pairing of a small club.)
  let bye: number | undefined;
  if (n % 2 === 1) {
    bye = byeCandidates[0];
    if (bye === undefined) return undefined;
    open[bye >>> 5]! &= ~(1 << (bye & 31));
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    if (((open[i >>> 5]! >>> (i & 31)) & 1) === 0) continue;
    open[i >>> 5]! &= ~(1 << (i & 31));
    // Everybody below i is paired: the lowest open player i may meet is the next highest.
    let j = -1;
    for (let k = 0, base = i * words; k < words && j < 0; k++) {
      const bits = rows[base + k]! & open[k]!;
      if (bits !== 0) j = (k << 5) + 31 - Math.clz32(bits & -bits);
    }
    if (j < 0) return undefined;
    open[j >>> 5]! &= ~(1 << (j & 31));
    pairs.push([i, j]);
  }
  return { pairs, bye };
}

/** `keizerPairsOf` without the greedy shortcut: every board checked by a maximum matching (the tests compare the two). */
export function keizerPairsBySearch(adj: readonly (readonly number[])[], byeCandidates: readonly number[]): KeizerPairs | undefined {
  return searchPairs(adj.length, keizerRows(adj), byeCandidates);
}

/** One matcher per number of players, loaded with each graph (`load`): a season simulated pairs thousands of evenings. */
const matchers = new Map<number, CardinalityMatching>();

function matcherOf(n: number, rows: Uint32Array): CardinalityMatching {
  let graph = matchers.get(n);
  if (!graph) matchers.set(n, (graph = new CardinalityMatching(n)));
  graph.load(rows);
  return graph;
}

/** The counts of `searchPairs` for n players, one array per size made once (zeroed for each use). */
const frees = new Map<number, Int32Array>();

function freeOf(n: number): Int32Array {
  let free = frees.get(n);
  if (!free) frees.set(n, (free = new Int32Array(n)));
  return free.fill(0);
}

/** How a board's choice keeps a perfect matching of the rest (see `searchPairs`). */
type KeptBy = 'mates' | 'mates-meet' | 'one-pair' | 'search';

function searchPairs(n: number, rows: Uint32Array, byeCandidates: readonly number[]): KeizerPairs | undefined {
  const words = wordsFor(n);
  const graph = matcherOf(n, rows);

  // The bye (§3): lowest-ranked present player with the fewest byes, unless that leaves no completion.
  // With an odd number, a candidate leaves a complete pairing exactly when some maximum matching leaves
  // him alone (Gallai–Edmonds): a maximum matching leaves one player alone, and the players one search
  // from him marks are those it may leave alone instead.
  let bye: number | undefined;
  if (n % 2 === 1) {
    if (graph.maximize() !== 1) return undefined;
    let alone = 0;
    while (graph.mateOf(alone) >= 0) alone++;
    graph.startMissable(alone);
    for (const c of byeCandidates)
      if (graph.isMissable(c)) {
        bye = c;
        break;
      }
    if (bye === undefined) return undefined;
    graph.unmatchVia(bye);
    graph.remove(bye);
  } else if (!graph.perfect()) return undefined;

  // How many players still unpaired each player may meet: a choice that leaves one with nobody has no
  // completion (a quick test that spares most searches for a choice that must be backed up).
  const free = freeOf(n);
  for (let v = 0; v < n; v++) {
    for (let k = 0, base = v * words; k < words; k++) free[v]! += popcount(rows[base + k]!);
    if (bye !== undefined && ((rows[v * words + (bye >>> 5)]! >>> (bye & 31)) & 1) === 1) free[v]!--;
  }

  // The highest unpaired player meets the next highest he may meet, unless that leaves no completion.
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    if (!graph.isAlive(i)) continue;
    // The present matching completes the round with i–j; or it does once their mates are paired together
    // (a quick sufficient test, no search); or another matching does: with i taken out, his mate is the
    // one player left alone, and i–o completes the round exactly when a maximum matching of the others
    // can leave o alone instead (o missable), one search from mi run as far as the candidates need.
    const mi = graph.mateOf(i);
    take(graph, rows, words, free, i);
    // The search from mi runs only as far as the candidates asked need (`isMissable`), begun at the first.
    let searching = false;
    let via: readonly [number, number] | undefined;
    let j = -1;
    let kept: KeptBy = 'mates';
    for (let k = 0, base = i * words; k < words && j < 0; k++) {
      for (let bits = rows[base + k]! & graph.aliveWord(k); bits !== 0; bits &= bits - 1) {
        const o = (k << 5) + 31 - Math.clz32(bits & -bits);
        if (o < i) continue;
        if (mi === o) kept = 'mates';
        else if (matesMeet(graph, mi, o)) kept = 'mates-meet';
        else if ((via = throughOnePair(graph, rows, words, mi, o)) !== undefined) kept = 'one-pair';
        else if (!leavesAlone(graph, rows, words, free, o)) {
          if (!searching) graph.startMissable(mi);
          searching = true;
          if (!graph.isMissable(o)) continue;
          kept = 'search';
        } else continue;
        j = o;
        break;
      }
    }
    pairs.push([i, j]);
    // A perfect matching of the rest, from the present one.
    const mj = graph.mateOf(j);
    if (kept === 'search') graph.unmatchVia(j);
    take(graph, rows, words, free, j);
    if (kept === 'mates-meet') graph.pair(mi, mj);
    else if (kept === 'one-pair') {
      graph.pair(mi, via![0]);
      graph.pair(via![1], mj);
    }
  }
  return { pairs, bye };
}

/** Takes v out of the graph of `searchPairs`, and out of the count of those each player may still meet (`free`). */
function take(graph: CardinalityMatching, rows: Uint32Array, words: number, free: Int32Array, v: number): void {
  graph.remove(v);
  for (let k = 0, base = v * words; k < words; k++) for (let bits = rows[base + k]!; bits !== 0; bits &= bits - 1) free[(k << 5) + 31 - Math.clz32(bits & -bits)]!--;
}

/** Whether pairing o now leaves one of the players o may meet with nobody left to meet (`searchPairs`). */
function leavesAlone(graph: CardinalityMatching, rows: Uint32Array, words: number, free: Int32Array, o: number): boolean {
  for (let k = 0, base = o * words; k < words; k++)
    for (let bits = rows[base + k]! & graph.aliveWord(k); bits !== 0; bits &= bits - 1) {
      if (free[(k << 5) + 31 - Math.clz32(bits & -bits)] === 1) return true;
    }
  return false;
}

/** The error when no legal pairing exists: who is stuck, and why. */
function noPairing(f: Field, adj: readonly (readonly number[])[]): Result<never> {
  const rule = describeRepeatRule(f.s.repeat) + f.scope;
  const isolated = f.ids.filter((_, i) => adj[i]!.length === 0).map((id) => nameOf(f.players, id));
  const tail = 'pair this round by hand, or change the repeat rule';
  if (isolated.length) {
    return fault(
      'no-legal-pairing',
      `round ${f.round} cannot be paired (${rule}): ${list(isolated)} ${isolated.length > 1 ? 'have' : 'has'} already met every other present player; ${tail}`,
    );
  }
  const m = maximumMatching(adj);
  const left = f.ids.filter((_, i) => m[i] === -1).map((id) => nameOf(f.players, id));
  const boards = Math.floor(f.ids.length / 2);
  const made = m.filter((x) => x !== -1).length / 2;
  return fault(
    'no-legal-pairing',
    `round ${f.round} cannot be paired (${rule}): at most ${made} of the ${boards} boards can be made with the ${f.ids.length} present players; ${list(left)} would be left without a legal opponent; ${tail}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Pairing by hand, and changing a pairing.

function roundFrom(number: number, pairs: readonly Pair[], byes: readonly PlayerId[], keep: readonly Game[] = []): Round {
  const games = pairs.map(([white, black], i): Game => {
    const old = keep.find((g) => g.white === white && g.black === black);
    return old?.result !== undefined ? { board: i + 1, white, black, result: old.result } : { board: i + 1, white, black };
  });
  return { number, games, byes: [...byes] };
}

/**
 * A round paired by hand (white first, boards in the given order) for the next round, after
 * `checkPairing`: its errors are refused (`invalid-pairing`); its warnings are the caller's to show.
 */
export function manualKeizerRound(t: Tournament, pairs: readonly Pair[], byes: readonly PlayerId[] = []): Result<Round> {
  if (t.settings.system !== 'keizer') return fault('not-keizer', `"${t.name}" is not a Keizer tournament`);
  const ready = readyToPair(t);
  if (!ready.ok) return ready;
  if (pairs.length === 0) return fault('invalid-pairing', 'a pairing needs at least one game');
  const { errors } = checkPairing(t, pairs, { round: ready.value, byes });
  if (errors.length) return fault('invalid-pairing', messagesOf(errors).join('; '));
  return ok(roundFrom(ready.value, pairs, byes));
}

/**
 * Changes the pairing of the last round before its results are in (§4 "the director may always change a
 * pairing"): the new round has the given games (white first) and byes. A game that already has a result
 * must be kept as it is. Pure: returns the new Round; `replaceLastRound` puts it in the tournament.
 */
export function replacePairing(t: Tournament, pairs: readonly Pair[], byes: readonly PlayerId[] = []): Result<Round> {
  if (t.settings.system !== 'keizer') return fault('not-keizer', `"${t.name}" is not a Keizer tournament`);
  const last = t.rounds[t.rounds.length - 1];
  if (!last) return fault('no-round', 'there is no paired round to change');
  for (const g of last.games) {
    if (g.result !== undefined && !pairs.some(([w, b]) => w === g.white && b === g.black)) {
      return fault('round-has-results', `board ${g.board} (${g.white}–${g.black}) of round ${last.number} already has a result (${g.result}); clear it before changing that game`);
    }
  }
  if (pairs.length === 0) return fault('invalid-pairing', 'a pairing needs at least one game');
  const { errors } = checkPairing(t, pairs, { round: last.number, byes });
  if (errors.length) return fault('invalid-pairing', messagesOf(errors).join('; '));
  return ok(roundFrom(last.number, pairs, byes, last.games));
}

/** Swaps the colours on one board of a round that has no result on that board yet. */
export function swapColours(round: Round, board: number): Result<Round> {
  const g = round.games.find((x) => x.board === board);
  if (!g) return fault('invalid', `round ${round.number} has no board ${board}`);
  if (g.result !== undefined) return fault('round-has-results', `board ${board} of round ${round.number} already has a result (${g.result})`);
  return ok({ ...round, games: round.games.map((x) => (x === g ? { board, white: g.black, black: g.white } : x)) });
}

/** Exchanges two players between the games (or the bye) of a round without results for them. */
export function exchangePlayers(round: Round, a: PlayerId, b: PlayerId): Result<Round> {
  const touched = round.games.filter((g) => [g.white, g.black].some((id) => id === a || id === b));
  const done = touched.find((g) => g.result !== undefined);
  if (done) return fault('round-has-results', `board ${done.board} of round ${round.number} already has a result (${done.result})`);
  const inRound = (id: PlayerId) => round.byes.includes(id) || round.games.some((g) => g.white === id || g.black === id);
  if (!inRound(a) || !inRound(b)) return fault('invalid', `player ${inRound(a) ? b : a} is not in round ${round.number}`);
  const swap = (id: PlayerId) => (id === a ? b : id === b ? a : id);
  return ok({
    number: round.number,
    games: round.games.map((g) => (touched.includes(g) ? { board: g.board, white: swap(g.white), black: swap(g.black) } : g)),
    byes: round.byes.map(swap),
  });
}
