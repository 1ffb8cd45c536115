/**
 * From a TRF16 file to the engine's input, the way the pairing engines read it (bbpPairings, JaVaFo):
 * forfeits are unplayed (no colour, no rematch ban), `U` is the pairing-allocated bye, `F H Z` (and a
 * blank result) are requested byes; an entry in the column of the round to pair marks a player who is
 * not to be paired (requested bye or absence).
 */
import { err, ok, type Result } from '../../core/result.js';
import type { TrfRoundEntry, TrfTournament } from '../../formats/trf.js';
import type { DutchError, DutchInput, DutchPlayer, DutchRoundRecord, DutchScore } from './types.js';

const WINS = '+W1FU';
// X: an unknown result (an adjourned game), scored as D (TRF-2026 162's default for X).
const DRAWS = 'D=HX';

export function trfEntryRecord(e: TrfRoundEntry): DutchRoundRecord {
  const score: DutchScore = WINS.includes(e.result) ? 'win' : DRAWS.includes(e.result) ? 'draw' : 'loss';
  const played = e.opponent !== 0 && (e.colour === 'w' || e.colour === 'b') && '10=WLDX'.includes(e.result) && e.result !== ' ';
  // One shape for every record (the optional fields undefined when absent): a file has tens of thousands.
  return {
    opponent: e.opponent !== 0 ? e.opponent : undefined,
    colour: played ? (e.colour === 'w' ? 'white' : 'black') : undefined,
    played,
    score,
    paired: e.opponent !== 0 || e.result === 'U' || e.result === '+',
  };
}

/** The number of rounds already paired in a file made to pair the next round (as the engines count it). */
export function trfPlayedRounds(t: TrfTournament): number {
  let played = 0;
  for (const p of t.players) {
    const k = p.rounds.length;
    if (k === 0) continue;
    played = Math.max(played, k - 1);
    if (trfEntryRecord(p.rounds[k - 1]!).paired) played = Math.max(played, k);
  }
  if (t.players.length > 0 && t.players.every((p) => p.rounds.length > played)) played++;
  return played;
}

const bad = (message: string): Result<never, DutchError> => err({ code: 'dutch.input', message });

/**
 * The engine input for pairing round `round` (default: the round after the last one paired). Checks that
 * opponents' entries agree and that each player's points equal his results.
 */
export function dutchInputFromTrf(t: TrfTournament, round?: number): Result<DutchInput & { readonly round: number }, DutchError> {
  const r = round ?? trfPlayedRounds(t) + 1;
  if (r < 1) return bad(`round ${r} does not exist`);
  const totalRounds = t.totalRounds ?? (round !== undefined ? Math.max(r, ...t.players.map((p) => p.rounds.length)) : undefined);
  if (totalRounds === undefined) return bad('the total number of rounds is missing (142 in TRF-2026, XXR in TRF16)');
  if (r > totalRounds) return bad(`round ${r} is past the last round (${totalRounds}, 142 / XXR)`);
  const order = t.useRankOrder ? [...t.players] : [...t.players].sort((a, b) => a.id - b.id);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  // Each entry read once (a file has tens of thousands), for the checks and the players alike.
  const records = new Map(t.players.map((p) => [p, p.rounds.map(trfEntryRecord)]));
  // Opponents must agree (C.04.1: a pairing is one game between two players).
  for (const p of t.players) {
    for (let k = 0; k < Math.min(p.rounds.length, r - 1); k++) {
      const e = p.rounds[k]!;
      if (e.opponent === 0) continue;
      const o = byId.get(e.opponent);
      if (!o) return bad(`player ${p.id}, round ${k + 1}: opponent ${e.opponent} does not exist`);
      const oe = o.rounds[k];
      if (!oe || oe.opponent !== p.id || (records.get(p)![k]!.played && (!records.get(o)![k]!.played || oe.colour === e.colour)))
        return bad(`round ${k + 1}: the entry of player ${p.id} contradicts the entry of his opponent ${e.opponent}`);
    }
  }
  const pv = t.pointValues;
  const value = (rec: DutchRoundRecord): number => {
    const win = pv.win ?? 1;
    if (rec.score === 'draw') return pv.draw ?? 0.5;
    if (rec.score === 'win') return rec.opponent === undefined && rec.paired ? (pv.pairingAllocatedBye ?? win) : win;
    if (!rec.paired) return pv.zeroPointBye ?? 0;
    return rec.played ? (pv.loss ?? 0) : (pv.forfeitLoss ?? 0);
  };
  const players: DutchPlayer[] = [];
  for (const p of order) {
    const entries = records.get(p)!;
    const rounds: DutchRoundRecord[] = [];
    for (let k = 0; k < r - 1; k++) rounds.push(entries[k] ?? { played: false, score: 'loss', paired: false });
    const now = entries[r - 1];
    const available = now === undefined || now.paired;
    const acc = t.accelerations.get(p.id);
    // The points column: the results so far, possibly with this round's acceleration or a known bye added.
    const sum = Math.round(rounds.reduce((s, x) => s + value(x), 0) * 10);
    const given = Math.round(p.points * 10);
    const accNow = Math.round((acc?.[r - 1] ?? 0) * 10);
    const nowPts = now ? Math.round(value(now) * 10) : 0;
    if (round === undefined && ![sum, sum + accNow, sum + nowPts, sum + nowPts + accNow].includes(given))
      return bad(`player ${p.id}: the points (${p.points}) do not match the results (${sum / 10})`);
    players.push({ id: p.id, rounds, available, ...(acc ? { accelerations: acc } : {}) });
  }
  const forbiddenGroups = t.forbiddenPairs;
  return ok({
    players,
    totalRounds,
    initialColour: t.initialColour ?? inferInitialColour(t),
    ...(Object.keys(pv).length ? { pointValues: pv } : {}),
    ...(forbiddenGroups.length ? { forbiddenGroups } : {}),
    round: r,
  });
}

/** Without XXC: the colour the first-ranked player had in the first round where colours were given (E.5). */
function inferInitialColour(t: TrfTournament): 'white' | 'black' {
  let first = Infinity;
  for (const p of t.players) p.rounds.forEach((e, k) => (e.colour === 'w' || e.colour === 'b' ? (first = Math.min(first, k)) : 0));
  if (first === Infinity) return 'white';
  let n = 0;
  const order = t.useRankOrder ? t.players : [...t.players].sort((a, b) => a.id - b.id);
  for (const p of order) {
    if (!p.rounds.slice(0, first + 1).some((e) => trfEntryRecord(e).paired)) continue;
    const c = p.rounds[first]!.colour;
    if (c === 'w' || c === 'b') return (n & 1 ? c === 'b' : c === 'w') ? 'white' : 'black';
    n++;
  }
  return 'white';
}
