import { compareByRatingThenName, isEntered, type PlayerId } from '../core/player.js';
import { gameOf, type AbsenceKind } from '../core/round.js';
import { DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, type EloPointsSystemSettings } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { eloPointsRatingHistory } from '../rating/eloPoints.js';
import { absenceFraction, gameCredit, SCORE_ITEM_KINDS, type ScoreExplanation, type ScoreItem, type ScoreItemKind } from './credits.js';
import { ArbiterFailure } from '../core/result.js';

/**
 * Elo-points standings (keizer.md §5, the article's "Een alternatief scoresysteem", Geelse schaakkring
 * since 1992). A player's value is his rating / 100; ratings move game by game (`rating/eloPoints.ts`).
 * Score: win → the opponent's value, draw → half of it, loss → 0 (option: a fraction of the winner's
 * value); own value not counted by default; bye 2/3 and excused absence 1/3 of the own value.
 *
 * Our reading, where keizer.md leaves a choice:
 * - `valuation: 'at-game'` (default): a game is scored with the values from before its round, so a result
 *   keeps its worth ("zo goed als vast") and the article's draw 1500 – 1945 gives 9.725 and 7.50.
 *   `'current'` re-values every game with today's values, as Keizer does.
 * - Bye, club duty and absences use the own value from before that round (`at-game`) or today's.
 * - Forfeits, as in our Keizer scoring: `+-` scores like a win (the opponent's value), the forfeiting
 *   player 0 and no absence credit, `--` 0 for both; forfeits do not move ratings.
 * - An entered player without game, bye or announced absence in a paired round scores 0 (unexcused).
 *   Requested Swiss byes, if present: `full-bye` like the bye, `half-bye` like an excused absence,
 *   `zero-bye` like an unexcused one. Rounds before a late entry's first round score nothing.
 * - Ranking: score, then today's value, then rating and name; equal scores share the place.
 *
 * Settings: core `EloPointsSystemSettings` (the tournament file stores them), defaults
 * `DEFAULT_ELO_POINTS_SYSTEM_SETTINGS`.
 */
export const ELO_POINTS_ITEM_KINDS = SCORE_ITEM_KINDS;
export type EloPointsItemKind = ScoreItemKind;

/** One line of a score: `points = fraction × value`, `value` being the value of `valueOf` used. */
export type EloPointsItem = ScoreItem;

export interface EloPointsRow {
  /** Place; equal scores share the better place. */
  readonly rank: number;
  readonly player: PlayerId;
  readonly score: number;
  /** Today's value: rating / 100. */
  readonly value: number;
  /** Today's rating (unrounded). */
  readonly rating: number;
  /** Games played over the board. */
  readonly games: number;
  readonly items: readonly EloPointsItem[];
}

const EPS = 1e-9;

/**
 * Standings after round `throughRound` (default: every paired round), with the items that make each
 * score. Pure: depends only on the tournament's players, rounds and absences and on `settings`.
 */
export function eloPointsStandings(t: Tournament, settings: EloPointsSystemSettings = DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, throughRound: number = t.rounds.length): EloPointsRow[] {
  const rounds = [...t.rounds].filter((r) => r.number <= throughRound).sort((a, b) => a.number - b.number);
  const history = eloPointsRatingHistory(t.players, rounds, settings);
  const today = history[history.length - 1]!;
  const valueBefore = (id: PlayerId, roundIndex: number) => (settings.valuation === 'current' ? today : history[roundIndex]!).get(id)! / 100;
  const rows = t.players.map((p) => {
    const items: EloPointsItem[] = [];
    let excused = 0;
    let games = 0;
    if (settings.ownValue) items.push({ ...itemOf(undefined, 'own-value', undefined, p.id, 1, today.get(p.id)! / 100), valuesAfterRound: throughRound });
    rounds.forEach((round, index) => {
      if (!isEntered(p, round.number)) return;
      const own = valueBefore(p.id, index);
      // §5: the values before the round (at-game) are the standings' after the round before; `current`: today's.
      const after = settings.valuation === 'current' ? throughRound : index === 0 ? 0 : rounds[index - 1]!.number;
      const item = (...a: Parameters<typeof itemOf>): EloPointsItem => ({ ...itemOf(...a), valuesAfterRound: after });
      const g = gameOf(round, p.id);
      if (g) {
        const opp = g.white === p.id ? g.black : g.white;
        const oppValue = valueBefore(opp, index);
        const c = gameCredit(g, p.id, settings.lossFraction);
        if (c.played) games++;
        items.push(item(round.number, c.kind, opp, opp, c.fraction, oppValue));
        return;
      }
      if (round.byes.includes(p.id)) {
        items.push(item(round.number, 'bye', undefined, p.id, settings.byeFraction, own));
        return;
      }
      const kind: AbsenceKind | undefined = t.absences.find((a) => a.round === round.number && a.player === p.id)?.kind;
      switch (kind) {
        case 'excused':
        case 'half-bye':
          excused++;
          items.push(item(round.number, 'absence-excused', undefined, p.id, absenceFraction(settings.absenceScheme, excused), own));
          return;
        case 'club-duty':
          items.push(item(round.number, 'club-duty', undefined, p.id, settings.clubDutyFraction, own));
          return;
        case 'full-bye':
          items.push(item(round.number, 'bye', undefined, p.id, settings.byeFraction, own));
          return;
        default:
          items.push(item(round.number, 'absence-unexcused', undefined, p.id, 0, own));
      }
    });
    const score = items.reduce((s, i) => s + i.points, 0);
    return { player: p, score, value: today.get(p.id)! / 100, rating: today.get(p.id)!, games, items };
  });
  rows.sort((a, b) => (Math.abs(b.score - a.score) > EPS ? b.score - a.score : 0) || b.rating - a.rating || compareByRatingThenName(a.player, b.player));
  let rank = 0;
  return rows.map((r, i) => {
    if (i === 0 || Math.abs(rows[i - 1]!.score - r.score) > EPS) rank = i + 1;
    return { rank, player: r.player.id, score: r.score, value: r.value, rating: r.rating, games: r.games, items: r.items };
  });
}

function itemOf(round: number | undefined, kind: EloPointsItemKind, opponent: PlayerId | undefined, valueOf: PlayerId, fraction: number, value: number): EloPointsItem {
  return { round, kind, opponent, valueOf, fraction, value, points: fraction * value };
}

/** A player's Elo-points score line by line, in the shape a Keizer score is explained (keizer.md §5: "as in Keizer"). */
export function explainEloPointsScore(t: Tournament, player: PlayerId, throughRound: number = t.rounds.length): ScoreExplanation {
  const p = t.players.find((x) => x.id === player);
  if (!p) throw new ArbiterFailure('unknown-player', `there is no player ${player}`);
  const settings = t.settings as EloPointsSystemSettings;
  const row = eloPointsStandings(t, settings, throughRound).find((r) => r.player === player)!;
  const current = settings.valuation === 'current';
  return {
    player: p,
    rank: row.rank,
    score: row.score,
    value: row.value,
    afterRound: throughRound,
    items: row.items,
    cycled: false,
    // §5: `at-game` scores each round with the values before it; `current` every round with today's.
    valuesFrom: current ? { kind: 'standings', afterRound: throughRound } : { kind: 'before-each-round' },
    ...(current ? { ownValue: row.value } : {}),
  };
}

/** The item list of a player as text lines for a director ("R3 win vs 12: 1 × 19.45 = 19.45"). */
export function explainEloPoints(row: EloPointsRow, nameOf: (id: PlayerId) => string = String): string[] {
  return row.items.map((i) => {
    const where = i.round === undefined ? 'own value' : `R${i.round} ${i.kind}${i.opponent === undefined ? '' : ` vs ${nameOf(i.opponent)}`}`;
    return `${where}: ${fractionText(i.fraction)} × ${i.value.toFixed(2)} = ${i.points.toFixed(3)}`;
  });
}

function fractionText(f: number): string {
  if (Number.isInteger(f)) return String(f);
  for (let d = 2; d <= 12; d++) if (Math.abs(Math.round(f * d) / d - f) < 1e-12) return `${Math.round(f * d)}/${d}`;
  return String(f);
}
