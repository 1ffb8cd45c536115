/** A registered player. `id` is the player's number in the tournament (1, 2, …), stable for its lifetime. */
export interface Player {
  readonly id: number;
  readonly name: string;
  /** Rating (Elo) at registration; undefined for an unrated player. */
  readonly rating?: number | undefined;
  /** Federation id (FIDE id or the national federation's number). */
  readonly federationId?: string | undefined;
  /** Club number or name. */
  readonly club?: string | undefined;
  /** ISO date, YYYY-MM-DD (or YYYY). */
  readonly birthDate?: string | undefined;
  /** Elo K factor (Elo-points system, FIDE rating). */
  readonly kFactor?: number | undefined;
  /** Rated games played before the tournament (from the player list). */
  readonly gamesPlayed?: number | undefined;
  /** The first round the player took part in (a late entry has > 1). */
  readonly joinedRound?: number | undefined;
  /** The player withdrew: he is not paired from this round on. */
  readonly withdrawnFromRound?: number | undefined;
}

export type PlayerId = number;

/** True when the player is registered for round `round` (joined and not withdrawn). */
export function isEntered(player: Player, round: number): boolean {
  return (player.joinedRound ?? 1) <= round && (player.withdrawnFromRound === undefined || round < player.withdrawnFromRound);
}

/** Initial order: rating highest first (unrated last), then name. */
export function compareByRatingThenName(a: Player, b: Player): number {
  const ra = a.rating ?? -1;
  const rb = b.rating ?? -1;
  if (ra !== rb) return rb - ra;
  return a.name.localeCompare(b.name, 'en') || a.id - b.id;
}

/**
 * Finds a player by number, exact name (case-insensitive) or unique name prefix.
 * Returns the matches so the caller can say "no such player" or "ambiguous".
 */
export function findPlayers(players: readonly Player[], query: string): Player[] {
  const q = query.trim();
  if (/^\d+$/.test(q)) {
    const byId = players.filter((p) => p.id === Number(q));
    if (byId.length) return byId;
  }
  const lower = q.toLocaleLowerCase();
  const exact = players.filter((p) => p.name.toLocaleLowerCase() === lower);
  if (exact.length) return exact;
  return players.filter((p) => p.name.toLocaleLowerCase().startsWith(lower));
}
