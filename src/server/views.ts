import { createHash } from 'node:crypto';
import type { Tournament } from '../core/tournament.js';
import { TOURNAMENT_OPTIONS } from '../core/tournamentOptions.js';
import { readyToPair } from '../director/operations.js';
import { describeSystem, playerNumbers, systemOf, type Standings } from '../director/registry.js';
import type { StoredTournament } from '../store/store.js';
import { ComputePool } from './computePool.js';
import { fromArbiterError } from './http.js';

/**
 * Standings are pure functions of the tournament, so they are kept by content: the standings after round k
 * depend on rounds 1..k only (and on the players, absences and settings), and entering a result in the last
 * round leaves the earlier ones, which the chart asks for, as they were. Those not kept are computed by the
 * pool (in a worker thread for a large event).
 */
export function cachedStandings(pool: ComputePool = new ComputePool(), limit = 2000) {
  const cache = new Map<string, Standings>();
  /** The keys of the standings after each of the rounds asked (undefined: the latest). */
  const keysOf = (t: Tournament, afterRounds: readonly (number | undefined)[]): string[] => {
    // One pass over the tournament, however many rounds are asked (the chart asks them all): the players,
    // absences and settings hashed once, then the rounds in order, the hash copied after each.
    const upTo = (k: number) => t.rounds.filter((r) => r.number <= k).length;
    const prefixes = t.rounds.every((r, i) => i === 0 || t.rounds[i - 1]!.number < r.number);
    if (!prefixes) return afterRounds.map((a) => wholeKey(t, a)); // not in order (never written so): each apart
    const hash = createHash('sha256').update(JSON.stringify({ ...t, name: '', rounds: [] }));
    const after = [hash.copy()];
    for (const r of t.rounds) after.push(hash.update(`\n${JSON.stringify(r)}`).copy());
    return afterRounds.map((a) =>
      after[upTo(a ?? t.rounds.length)]!.copy()
        .update(`:${a === undefined ? 'latest' : a}`)
        .digest('hex'),
    );
  };
  /** The standings after each of the rounds asked (undefined: the latest). */
  const many = async (t: Tournament, afterRounds: readonly (number | undefined)[]): Promise<Standings[]> => {
    const keys = keysOf(t, afterRounds);
    const missing = keys.flatMap((k, i) => (cache.has(k) ? [] : [i]));
    if (missing.length) {
      const r = await pool.run({ kind: 'standings', tournament: t, afterRounds: missing.map((i) => afterRounds[i]) });
      if (!r.ok) throw fromArbiterError(r.error);
      if (r.value.kind !== 'standings') throw new Error('the pool answered another task');
      const computed = r.value.standings;
      missing.forEach((i, j) => cache.set(keys[i]!, computed[j]!));
    }
    const out = keys.map((k) => {
      const hit = cache.get(k)!;
      cache.delete(k);
      cache.set(k, hit);
      return hit;
    });
    while (cache.size > limit) cache.delete(cache.keys().next().value!);
    return out;
  };
  const one = async (t: Tournament, afterRound?: number): Promise<Standings> => (await many(t, [afterRound]))[0]!;
  return Object.assign(one, { many });
}

/** A standings key from the whole tournament (rounds out of order: not a prefix of them). */
function wholeKey(t: Tournament, afterRound: number | undefined): string {
  const k = afterRound ?? t.rounds.length;
  return createHash('sha256')
    .update(JSON.stringify({ ...t, name: '', rounds: t.rounds.filter((r) => r.number <= k) }))
    .update(`:${afterRound === undefined ? 'latest' : k}`)
    .digest('hex');
}

/** The tournament as the web app shows it: the stored data plus what the director can do next. */
export function tournamentView(stored: StoredTournament) {
  // The slip key and the players' reports are never shown with the tournament (director/ownResults.ts).
  const { ownResults: _slips, ...t } = stored.tournament;
  const ready = readyToPair(t);
  const pending = readyToPair(t, { allowPending: true });
  return {
    id: stored.id,
    revision: stored.revision,
    tournament: t,
    /** Each player's number as the sheets print it (start numbers, Berger numbers, …), by player. */
    numbers: Object.fromEntries(playerNumbers(t)),
    /** What the screens need of the tournament's system (absences, ranking, explanations). */
    system: describeSystem(systemOf(t)),
    settingsText: Object.fromEntries([
      ...systemOf(t).options.map((o): [string, string] => [o.key, o.make(t.settings)]),
      // The options of every tournament the settings form shows (own-results), after the system's.
      ...TOURNAMENT_OPTIONS.filter((o) => o.onSettingsForm).map((o): [string, string] => [o.key, o.make(t)]),
    ]),
    nextRound: t.rounds.length + 1,
    canPair: ready.ok,
    // Why the next round cannot be paired, and its code (the web app says it in the reader's language).
    ...(ready.ok ? {} : { pairBlocked: ready.error.message, pairBlockedCode: ready.error.code, pairBlockedDetails: (ready.error as { details?: unknown }).details }),
    /** The round can be paired with the director's leave although games are postponed (a Swiss). */
    ...(!ready.ok && pending.ok ? { canPairPending: true } : {}),
  };
}

/** What an anonymous reader sees of a tournament: everything but the players' birth dates. */
export function publicView(stored: StoredTournament) {
  const view = tournamentView(stored);
  return { ...view, tournament: { ...view.tournament, players: view.tournament.players.map(({ birthDate: _born, ...p }) => p) } };
}
