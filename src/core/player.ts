/** FIDE titles a player carries in TRF16 (C.04 TRF16, columns 11-13) and the FIDE rating list. */
export const PLAYER_TITLES = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const;
export type PlayerTitle = (typeof PLAYER_TITLES)[number];

/** Sex as TRF16 writes it (column 10): m or w. */
export const SEXES = ['m', 'w'] as const;
export type Sex = (typeof SEXES)[number];

/** A registered player. `id` is the player's number in the tournament (1, 2, …), stable for its lifetime. */
export interface Player {
  readonly id: number;
  readonly name: string;
  /** Rating (Elo) at registration; undefined for an unrated player. */
  readonly rating?: number | undefined;
  /** The national federation's id of the player (its member or licence number). */
  readonly federationId?: string | undefined;
  /** The national federation's rating (the Belgian "Elo", KBSB/FRBE/KSB), beside the FIDE rating `rating`. */
  readonly nationalRating?: number | undefined;
  /** The FIDE id (digits), as in the FIDE rating list and TRF16 columns 58-68. */
  readonly fideId?: string | undefined;
  /** FIDE title. */
  readonly title?: PlayerTitle | undefined;
  readonly sex?: Sex | undefined;
  /** The FIDE federation the player plays for: three capital letters (BEL, NED, FID). */
  readonly federation?: string | undefined;
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
  /**
   * He did not withdraw but was expelled by the arbiter (from `withdrawnFromRound` on): not paired, shown as
   * expelled. What happens to his games is what happens to a withdrawn player's (FIDE Tournament Rules: the
   * same article covers a player who "withdraws or is expelled").
   */
  readonly expelled?: true | undefined;
  /**
   * His start number (the Swiss pairing number, TPN), fixed when round 1 is paired; undefined before
   * (see `startNumbers.ts`).
   */
  readonly startNumber?: number | undefined;
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
