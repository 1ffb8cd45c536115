/**
 * The players as the Double-Swiss system sees them before a match (C.04.5, applied from 1 February 2026,
 * Article 1). A match is two games: the engine's input holds a record per game, so match k is the records
 * 2k−1 and 2k (games a and b, docs/double-swiss.md "Our reading"). This module folds the game records into
 * match records: score, the match's colour (1.6), whether it was played (Preface), the floats (1.5).
 */
import { err, ok, type Result } from '../../core/result.js';
import { BLACK, NO_COLOUR, pointsInTenths, WHITE, type Colour, type PointsInTenths } from '../dutch/players.js';
import type { DutchRoundRecord } from '../dutch/types.js';
import type { SwissEngineInput } from '../swissEngines.js';

/** One earlier match of a player. */
export interface MatchRecord {
  /** The opponent's index in the input, or −1 (a bye or an absence). */
  readonly opponent: number;
  /**
   * Preface: "A match ends by forfeit only if at least one player forfeits both games … In all other cases,
   * the match is considered as regularly played": false only when a player forfeited both games (or there
   * was no opponent). A match each player forfeited one game of is played (C1, 3.4.3, 1.5), without a colour (1.6).
   */
  readonly played: boolean;
  /** 1.6: the colour the player was scheduled in game 1 of a match at least one game of which was played, else NO_COLOUR. */
  readonly colour: Colour;
  /** The points of both games, in tenths. */
  readonly points: number;
  /** The pairing-allocated bye (paired, no opponent). */
  readonly pab: boolean;
  /** C2: a match won by forfeit, or a full-point bye (the "FIDE-deprecated full-point bye"). */
  readonly barsBye: boolean;
}

export interface MatchState {
  readonly index: number;
  readonly id: number;
  /** 1.1: the TPN, 1-based among the players who take part. */
  readonly tpn: number;
  readonly available: boolean;
  readonly valid: boolean;
  readonly matches: readonly MatchRecord[];
  /** 1.2.1: the score, in tenths (game points). */
  readonly score: number;
  /** C1: indices of the players met in a played match, and of the players of a forbidden group. */
  readonly met: Set<number>;
  /** C2: may not receive the pairing-allocated bye. */
  readonly barred: boolean;
  /** 3.4.3: matches played. */
  readonly matchesPlayed: number;
  /** 1.5: a floater in the previous match (paired with an opponent of another score). */
  readonly floatedLast: boolean;
  /** 4.3: the number of matches played with white in game 1. */
  readonly whites: number;
}

export interface MatchPlayers {
  readonly states: readonly MatchState[];
  /** Matches already paired (the match to pair is this + 1). */
  readonly matchesPaired: number;
  /** Game records already paired: odd when game b of the last match is to be paired. */
  readonly gamesPaired: number;
  readonly points: PointsInTenths;
}

const NO_RECORD: DutchRoundRecord = { played: false, score: 'loss', paired: false };

function gamePoints(r: DutchRoundRecord, hasOpponent: boolean, p: PointsInTenths): number {
  if (r.score === 'draw') return p.draw;
  if (r.score === 'win') return !hasOpponent && r.paired ? p.pairingAllocatedBye : p.win;
  if (!r.paired) return p.zeroPointBye;
  return r.played ? p.loss : p.forfeitLoss;
}

/** Preface: the player forfeited this game (an unplayed game lost against an opponent). */
const forfeited = (r: DutchRoundRecord, o: number): boolean => o >= 0 && !r.played && r.score === 'loss';

/**
 * The match of games a and b (indices of the opponents already resolved; `oa2`, `ob2` the opponent's own
 * records of the two games, to tell a double forfeit).
 */
function matchOf(a: DutchRoundRecord, b: DutchRoundRecord, oa: number, ob: number, other: readonly [DutchRoundRecord, DutchRoundRecord], p: PointsInTenths): MatchRecord {
  const opponent = oa >= 0 ? oa : ob;
  const aPlayed = a.played && oa >= 0;
  const bPlayed = b.played && ob >= 0;
  // Preface: "A match ends by forfeit only if at least one player forfeits both games … In all other cases,
  // the match is considered as regularly played" — also when each forfeited one game and none was played.
  const ownForfeits = forfeited(a, oa) && forfeited(b, ob);
  const opponentForfeits = (forfeited(other[0], oa) || (oa >= 0 && !a.played && a.score === 'win')) && (forfeited(other[1], ob) || (ob >= 0 && !b.played && b.score === 'win'));
  const played = opponent >= 0 && !ownForfeits && !opponentForfeits;
  // 1.6: game 1's scheduled colour, when at least one game was played; when only game b was, the other colour of game b.
  const colour: Colour = aPlayed ? (a.colour === 'black' ? BLACK : WHITE) : bPlayed ? (b.colour === 'black' ? WHITE : BLACK) : NO_COLOUR;
  const points = gamePoints(a, oa >= 0, p) + gamePoints(b, ob >= 0, p);
  const pab = opponent < 0 && (a.paired || b.paired);
  // C2: "won a match by forfeit": the opponent forfeited both games, this player did not.
  const forfeitWin = opponent >= 0 && opponentForfeits && !ownForfeits;
  const fullBye = opponent < 0 && !pab && a.score === 'win' && b.score === 'win';
  return { opponent, played, colour, points, pab, barsBye: pab || forfeitWin || fullBye };
}

/** The players before the next game, folded into matches; an input error for an unknown opponent or a repeated id. */
export function matchPlayers(input: SwissEngineInput): Result<MatchPlayers, string> {
  // 1.4: the pairing-allocated bye scores "as many points as if the player had played a match winning a game
  // and drawing the other", unless the tournament says otherwise: half of it in each game record.
  const pv = input.pointValues ?? {};
  const points = pointsInTenths({ ...input, pointValues: { ...pv, pairingAllocatedBye: pv.pairingAllocatedBye ?? ((pv.win ?? 1) + (pv.draw ?? 0.5)) / 2 } });
  const byId = new Map<number, number>();
  for (const [i, p] of input.players.entries()) {
    if (byId.has(p.id)) return err(`player ${p.id} is listed twice`);
    byId.set(p.id, i);
  }
  const gamesPaired = input.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  const matchesPaired = Math.floor(gamesPaired / 2);
  const n = input.players.length;
  const matches: MatchRecord[][] = [];
  for (const p of input.players) {
    const list: MatchRecord[] = [];
    for (let k = 0; k < matchesPaired; k++) {
      const a = p.rounds[2 * k] ?? NO_RECORD;
      const b = p.rounds[2 * k + 1] ?? NO_RECORD;
      const oa = a.opponent === undefined ? -1 : byId.get(a.opponent);
      const ob = b.opponent === undefined ? -1 : byId.get(b.opponent);
      if (oa === undefined || ob === undefined) return err(`player ${p.id}: unknown opponent in round ${oa === undefined ? 2 * k + 1 : 2 * k + 2}`);
      if (oa >= 0 && ob >= 0 && oa !== ob)
        return err(`player ${p.id}: rounds ${2 * k + 1} and ${2 * k + 2} are the two games of match ${k + 1} and must have the same opponent (C.04.5 Preface)`);
      const other = [oa, ob].map((o, g) => (o >= 0 ? (input.players[o]!.rounds[2 * k + g] ?? NO_RECORD) : NO_RECORD)) as [DutchRoundRecord, DutchRoundRecord];
      list.push(matchOf(a, b, oa, ob, other, points));
    }
    matches.push(list);
  }
  // 1.5: the scores before the last match, to tell its floaters.
  const before = new Float64Array(n);
  for (let k = 0; k < n; k++) for (let j = 0; j < matchesPaired - 1; j++) before[k]! += matches[k]![j]!.points;
  let rank = 0;
  const states: MatchState[] = input.players.map((p, k) => {
    const list = matches[k]!;
    const met = new Set<number>();
    let score = 0;
    let matchesPlayed = 0;
    let whites = 0;
    let barred = false;
    let paired = false;
    for (const m of list) {
      score += m.points;
      paired ||= m.opponent >= 0 || m.pab;
      barred ||= m.barsBye;
      if (m.played) {
        met.add(m.opponent); // C1
        matchesPlayed++;
        if (m.colour === WHITE) whites++;
      }
    }
    const last = list[matchesPaired - 1];
    const floatedLast = last !== undefined && last.played && before[k] !== before[last.opponent];
    const valid = p.available || paired;
    return { index: k, id: p.id, tpn: valid ? ++rank : 0, available: p.available, valid, matches: list, score, met, barred, matchesPlayed, floatedLast, whites };
  });
  for (const g of input.forbiddenGroups ?? []) {
    const idx = g.map((id) => byId.get(id)).filter((i): i is number => i !== undefined);
    for (const a of idx) for (const b of idx) if (a !== b) states[a]!.met.add(b);
  }
  return ok({ states, matchesPaired, gamesPaired, points });
}
