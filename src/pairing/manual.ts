import { isEntered, type Player, type PlayerId } from '../core/player.js';
import type { RepeatRule } from '../core/settings.js';
import { isAbsence } from '../core/round.js';
import { playersFor, type Tournament } from '../core/tournament.js';
import { NO_COLOURS, colourHistories, withGame } from './colours.js';
import { mayMeetUnder, meetingsBefore, pairKey, periodOf, periodWords, roundsOfPeriod } from './meetings.js';

/**
 * Pairing by hand, for every system: the director may always pair by hand or change a pairing (keizer.md §4).
 * Errors make a pairing unusable (unknown, absent, withdrawn or late player, a player twice); warnings name
 * the rules it breaks — a rematch against the tournament's repeat rule (Keizer and Elo-points: their
 * setting; Swiss, round robin, DO-TO-HO: players never meet twice, C.04.3 C.1), a third colour in a row,
 * present players left out — and the director may still use it.
 */

/** The repeat rule of a tournament: its setting, or "never" for the systems without one. */
export function repeatRuleOf(t: Tournament): RepeatRule {
  return 'repeat' in t.settings ? t.settings.repeat : { kind: 'never' };
}

export const describeRepeatRule = (rule: RepeatRule): string =>
  rule.kind === 'never'
    ? 'players never meet twice'
    : rule.kind === 'not-within'
      ? `no rematch within ${rule.rounds} rounds`
      : `at most ${rule.meetings} games between the same players`;

const nameOf = (players: ReadonlyMap<PlayerId, Player>, id: PlayerId): string => players.get(id)?.name ?? `player ${id}`;
const list = (names: readonly string[]): string => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** What a pairing made by hand breaks, by code (the web app words each in the reader's language). */
export const MANUAL_WORD_CODES = [
  'no-player',
  'paired-twice',
  'joins-later',
  'withdrawn',
  'absent',
  'not-signed-up',
  'plays-himself',
  'rematch',
  'colour-streak',
  'several-byes',
  'left-out',
  'fide-rematch',
  'fide-second-bye',
  'fide-colour-difference',
  'fide-colour-streak',
] as const;
export type ManualWordCode = (typeof MANUAL_WORD_CODES)[number];

/** One break of a pairing made by hand: its code, its values (names, round, colour, counts) and the English sentence. */
export interface ManualWord {
  readonly code: ManualWordCode;
  readonly message: string;
  readonly values: Readonly<Record<string, string | number | readonly string[]>>;
}

const word = (code: ManualWordCode, message: string, values: ManualWord['values']): ManualWord => ({ code, message, values });

/** The English sentences of a check (the CLI's and the engines' words). */
export const messagesOf = (words: readonly ManualWord[]): string[] => words.map((x) => x.message);

/** The repeat rule's values for a word: its kind, its count, the period of the round (when the season has more). */
function ruleValues(t: Tournament, rule: RepeatRule, round: number): Record<string, string | number> {
  const count = rule.kind === 'never' ? 0 : rule.kind === 'not-within' ? rule.rounds : rule.meetings;
  const periods = 'periods' in t.settings ? t.settings.periods : 1;
  if (periods <= 1 || t.plannedRounds === undefined) return { rule: rule.kind, count };
  return { rule: rule.kind, count, period: periodOf(round, t.plannedRounds, periods), periods };
}

export interface PairingCheck {
  /** The pairing cannot be used: unknown, absent or withdrawn player, a player twice. */
  readonly errors: ManualWord[];
  /** The pairing can be used but breaks a rule: rematch, colour streak, present players left out. */
  readonly warnings: ManualWord[];
}

export interface CheckOptions {
  /** The round the pairing is for: default the next round; the last round when changing its pairing. */
  readonly round?: number | undefined;
  /** Players given the bye in this pairing. */
  readonly byes?: readonly PlayerId[] | undefined;
}

/**
 * Checks a pairing made by hand (white first) for round `options.round` (default: the next round).
 * Errors make it unusable; warnings name the rules it breaks (the director may still use it, §4).
 */
export function checkPairing(t: Tournament, pairs: readonly (readonly [white: number, black: number])[], options: CheckOptions = {}): PairingCheck {
  const repeat = repeatRuleOf(t);
  const round = options.round ?? t.rounds.length + 1;
  const byes = options.byes ?? [];
  const players = new Map(t.players.map((p) => [p.id, p]));
  const absences = new Map(t.absences.filter((a) => a.round === round && isAbsence(a)).map((a) => [a.player, a.kind]));
  // With attendance opt-in (keizer.md §3) only the players signed up are expected.
  const expected = new Set(playersFor(t, round));
  const errors: ManualWord[] = [];
  const warnings: ManualWord[] = [];
  const seen = new Set<PlayerId>();
  const name = (id: PlayerId) => nameOf(players, id);

  const checkPlayer = (id: PlayerId): boolean => {
    const p = players.get(id);
    if (!p) {
      errors.push(word('no-player', `there is no player ${id}`, { player: id }));
      return false;
    }
    if (seen.has(id)) errors.push(word('paired-twice', `${p.name} is paired twice`, { player: p.name }));
    seen.add(id);
    if ((p.joinedRound ?? 1) > round)
      errors.push(word('joins-later', `${p.name} joins in round ${p.joinedRound} and cannot play in round ${round}`, { player: p.name, joined: p.joinedRound ?? 1, round }));
    else if (!isEntered(p, round))
      errors.push(word('withdrawn', `${p.name} has withdrawn (from round ${p.withdrawnFromRound})`, { player: p.name, from: p.withdrawnFromRound ?? round }));
    const absence = absences.get(id);
    if (absence) errors.push(word('absent', `${p.name} is announced absent in round ${round} (${absence})`, { player: p.name, round, absence }));
    else if (isEntered(p, round) && !expected.has(id)) warnings.push(word('not-signed-up', `${p.name} has not signed up for round ${round}`, { player: p.name, round }));
    return true;
  };

  const earlier = t.rounds.filter((r) => r.number < round);
  const met = meetingsBefore(roundsOfPeriod({ ...t, rounds: earlier }, round), round); // keizer.md §4: within the round's period
  const colours = colourHistories(earlier);
  for (const [white, black] of pairs) {
    const okWhite = checkPlayer(white);
    if (white === black) {
      if (okWhite) errors.push(word('plays-himself', `${name(white)} cannot play himself`, { player: name(white) }));
      continue;
    }
    const okBlack = checkPlayer(black);
    if (!okWhite || !okBlack) continue;
    const meetings = met.get(pairKey(white, black));
    if (!mayMeetUnder(repeat, 0, meetings, round)) {
      const rounds = (meetings?.rounds ?? []).join(', ');
      const message = `${name(white)} and ${name(black)} met before (round ${rounds}): against the repeat rule (${describeRepeatRule(repeat)}${periodWords(t, round)})`;
      warnings.push(word('rematch', message, { white: name(white), black: name(black), rounds, ...ruleValues(t, repeat, round) }));
    }
    for (const [id, c] of [
      [white, 'white'],
      [black, 'black'],
    ] as const) {
      const after = withGame(colours.get(id) ?? NO_COLOURS, c);
      if (after.streak >= 3) {
        const message = `${name(id)} gets ${c} for the ${after.streak}${after.streak === 3 ? 'rd' : 'th'} time in a row`;
        warnings.push(word('colour-streak', message, { player: name(id), colour: c, times: after.streak }));
      }
    }
  }
  for (const id of byes) checkPlayer(id);
  if (byes.length > 1) warnings.push(word('several-byes', `${byes.length} players get the bye`, { count: byes.length }));

  const left = t.players.filter((p) => expected.has(p.id) && !seen.has(p.id)).map((p) => p.name);
  if (left.length) warnings.push(word('left-out', `present but not paired: ${list(left)} (announce an absence, or give the bye)`, { players: left }));
  return { errors, warnings };
}

/**
 * What a pairing made by hand breaks of the absolute criteria of the FIDE Swiss rules, for FIDE mode (which
 * refuses it, C.04.2 2026 1.5: the correct pairings are not altered): a rematch (C.04.1 2026 2, C.04.3 2025
 * C1), a pairing-allocated bye to a player who had one or who scored a win's points in a round without
 * playing — a forfeit win or a full-point bye (C.04.1 2026 4, C.04.3 2025 C2), a colour difference beyond ±2
 * or a third colour in a row (C.04.1 2026 6–7; outside the last planned round only, where the Dutch system
 * may make an exception for topscorers, C.04.3 2025 C3). Empty for the other systems.
 */
export function absoluteCriteriaBreaks(t: Tournament, pairs: readonly (readonly [white: number, black: number])[], byes: readonly PlayerId[]): ManualWord[] {
  if (t.settings.system !== 'swiss-dutch') return [];
  const round = t.rounds.length + 1;
  const players = new Map(t.players.map((p) => [p.id, p]));
  const name = (id: PlayerId) => nameOf(players, id);
  const out: ManualWord[] = [];
  const met = meetingsBefore(t.rounds, round);
  for (const [white, black] of pairs) {
    const m = met.get(pairKey(white, black));
    if (m) {
      const rounds = m.rounds.join(', ');
      out.push(word('fide-rematch', `${name(white)} and ${name(black)} met in round ${rounds} (C.04.3 C1: no rematch)`, { white: name(white), black: name(black), rounds }));
    }
  }
  const unplayedWin = new Set<PlayerId>();
  for (const r of t.rounds) {
    for (const id of r.byes) unplayedWin.add(id);
    for (const g of r.games) {
      if (g.result === '+-') unplayedWin.add(g.white);
      if (g.result === '-+') unplayedWin.add(g.black);
    }
  }
  for (const a of t.absences) if (a.kind === 'full-bye' && a.round < round) unplayedWin.add(a.player);
  for (const id of byes) {
    if (unplayedWin.has(id))
      out.push(word('fide-second-bye', `${name(id)} already had a bye or a win without playing (C.04.3 C2: no second pairing-allocated bye)`, { player: name(id) }));
  }
  if (t.plannedRounds === undefined || round < t.plannedRounds) {
    const colours = colourHistories(t.rounds);
    for (const [white, black] of pairs)
      for (const [id, c] of [
        [white, 'white'],
        [black, 'black'],
      ] as const) {
        const after = withGame(colours.get(id) ?? NO_COLOURS, c);
        const difference = 2 * after.whites - after.games;
        if (Math.abs(difference) > 2) {
          const more = difference > 0 ? 'white' : 'black';
          const message = `${name(id)} would have ${Math.abs(difference)} more ${more} games than ${difference > 0 ? 'black' : 'white'} (C.04.1 6)`;
          out.push(word('fide-colour-difference', message, { player: name(id), count: Math.abs(difference), colour: more }));
        }
        if (after.streak >= 3) out.push(word('fide-colour-streak', `${name(id)} would get ${c} three times in a row (C.04.1 7)`, { player: name(id), colour: c }));
      }
  }
  return out;
}
