import { z } from 'zod';
import { ABSENCE_KINDS } from '../core/round.js';
import { GAME_RESULTS, parseGameEntry } from '../core/game.js';
import { SYSTEMS } from '../core/settings.js';
import { LANGUAGES } from '../core/language.js';
import { RATING_LISTS } from '../formats/fideRatingList.js';
import { TRF_FORMATS } from '../formats/trfFile.js';
import { MAX_PASTED_IDS } from '../director/bulkAdd.js';
import { TOURNAMENT_RATING_SYSTEMS } from '../rating/tournamentRatings.js';

// Schemas: one per route that takes input. Player and board numbers are positive whole numbers.
export const id = z.object({ id: z.string() });
export const number = z.coerce.number().int().positive();
export const idAndPlayer = z.object({ id: z.string(), player: number });
export const idAndRound = z.object({ id: z.string(), round: number });
export const idAndVersion = z.object({ id: z.string(), version: number });
export const idRoundBoard = z.object({ id: z.string(), round: number, board: number });
export const afterQuery = z.object({ after: z.coerce.number().int().min(0).optional() });
export const trfQuery = z.object({ format: z.enum(TRF_FORMATS).default('2026') });
export const standingsQuery = afterQuery.extend({ ratings: z.enum(TOURNAMENT_RATING_SYSTEMS).optional() });
export const name = z.string().trim().min(1, 'a name is needed').max(200);
export const settingsText = z.record(z.string(), z.string().trim().max(200));

/** The details of a tournament (TRF 022–122), checked by the field rules (checkTournamentDetails). */
export const detailsSchema = z.object({
  place: z.string().max(1000).optional(),
  federation: z.string().max(100).optional(),
  startDate: z.string().max(100).optional(),
  endDate: z.string().max(100).optional(),
  chiefArbiter: z.string().max(1000).optional(),
  deputyArbiters: z.array(z.string().max(1000)).max(100).optional(),
  timeControl: z.string().max(1000).optional(),
});
export const createSchema = z.object({
  name,
  id: z.string().trim().optional(),
  system: z.enum(SYSTEMS),
  plannedRounds: z.number().int().min(1).max(200).optional(),
  settings: settingsText.optional(),
  details: detailsSchema.optional(),
  /** The club the tournament belongs to (default: the director's first club). */
  club: z.string().max(64).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export const trfImportSchema = z.object({
  name: name.optional(),
  id: z.string().trim().optional(),
  club: z.string().max(64).optional(),
  /** The text of a FIDE TRF-2026 or TRF16 file. */
  trf: z.string().min(1, 'the TRF file is empty').max(5_000_000),
  /** Say what the file would create (players, rounds, settings), and create nothing. */
  preview: z.boolean().optional(),
});
export const newPlayerSchema = z.object({
  name,
  rating: z.number().int().min(0).max(4000).optional(),
  federationId: z.string().trim().min(1).max(40).optional(),
  nationalRating: z.number().int().optional(),
  // FIDE data: checked by the player's field rules (checkPlayerFields), which name what is wrong.
  fideId: z.string().max(20).optional(),
  title: z.string().max(10).optional(),
  sex: z.string().max(10).optional(),
  federation: z.string().max(10).optional(),
  club: z.string().trim().min(1).max(100).optional(),
  birthDate: z
    .string()
    .regex(/^\d{4}(-\d{2}-\d{2})?$/, 'expected YYYY-MM-DD or YYYY')
    .optional(),
  kFactor: z.number().int().min(1).max(100).optional(),
  gamesPlayed: z.number().int().min(0).optional(),
});
export const importSchema = z
  .object({
    federationIds: z.array(z.string().trim().min(1)).max(1000).optional(),
    fideIds: z.array(z.string().trim().min(1)).max(1000).optional(),
    /** Players of a list without ids: the row in the stored list and the name found there. */
    rows: z
      .array(z.object({ row: z.number().int().positive(), name: z.string() }))
      .max(1000)
      .optional(),
    club: z.string().trim().min(1).optional(),
    /** Ids pasted by the director: FIDE ids or national ids (director/bulkAdd.ts). */
    ids: z.array(z.string().trim().min(1).max(40)).max(MAX_PASTED_IDS).optional(),
    /** Every player of this FIDE federation. */
    federation: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'is not a FIDE federation (three letters, e.g. BEL)')
      .optional(),
    /** Add the players found when an id, club or federation is not in the list (else nothing is added). */
    skipMissing: z.boolean().optional(),
    /** Say whom the request would add, and add nobody. */
    preview: z.boolean().optional(),
    /** Which of the tournament's club's player lists (default: players). */
    list: z.string().max(64).optional(),
  })
  .refine(
    (b) =>
      (b.federationIds?.length ?? 0) > 0 ||
      (b.fideIds?.length ?? 0) > 0 ||
      (b.ids?.length ?? 0) > 0 ||
      (b.rows?.length ?? 0) > 0 ||
      b.club !== undefined ||
      b.federation !== undefined,
    'give federationIds, fideIds, ids, rows, a club or a federation',
  );
/** A player list file: its bytes in base64 (the encoding is found from the bytes), or its text. */
export const playerListSchema = z
  .object({
    bytes: z.string().optional(),
    text: z.string().optional(),
    ratingList: z.enum(RATING_LISTS).optional(),
    federation: z.string().trim().max(3).optional(),
    /** Which list (default: players) of which club (default: the director's first). */
    list: z.string().max(64).optional(),
    of: z.string().max(64).optional(),
    /** Replace a list that has players (else 409 list-has-players). */
    replace: z.boolean().optional(),
  })
  .refine((b) => (b.bytes === undefined) !== (b.text === undefined), 'give the file as bytes (base64) or as text');
export const absenceSchema = z.object({ kind: z.enum(ABSENCE_KINDS), round: z.number().int().positive().optional() });
export const roundQuery = z.object({ round: z.coerce.number().int().positive().optional() });
export const editTournamentSchema = z.object({
  name: z.string().max(10_000).optional(),
  plannedRounds: z.number().int().positive().nullable().optional(),
  settings: z.record(z.string(), z.string().max(10_000)).optional(),
  archived: z.boolean().optional(),
  /** The language of the public pages and printed sheets; null: each reader's own. */
  language: z.enum(LANGUAGES).nullable().optional(),
  force: z.boolean().optional(),
});
export const editPlayerSchema = z.object({
  name: z.string().max(10_000).optional(),
  rating: z.union([z.number(), z.literal('')]).optional(),
  federationId: z.string().max(10_000).optional(),
  nationalRating: z.union([z.number(), z.literal('')]).optional(),
  fideId: z.string().max(10_000).optional(),
  title: z.string().max(10_000).optional(),
  sex: z.string().max(10_000).optional(),
  federation: z.string().max(10_000).optional(),
  club: z.string().max(10_000).optional(),
  birthDate: z.string().max(10_000).optional(),
  kFactor: z.union([z.number(), z.literal('')]).optional(),
  gamesPlayed: z.union([z.number(), z.literal('')]).optional(),
  force: z.boolean().optional(),
});
export const pairingSchema = z.object({
  pairs: z.array(z.object({ white: z.number().int().positive(), black: z.number().int().positive() })).max(500),
  byes: z.array(z.number().int().positive()).max(50).default([]),
});
export const autoOrManualSchema = z.union([
  z.object({ mode: z.literal('auto'), allowPending: z.boolean().optional() }),
  pairingSchema.extend({ mode: z.literal('manual'), allowPending: z.boolean().optional() }),
]);
export const resultText = z.string().refine((s) => parseGameEntry(s) !== undefined, `expected one of ${GAME_RESULTS.join(', ')}, postponed or adjourned`);
export const resultSchema = z.object({
  result: resultText.nullable(),
  /** The result the client showed; when the board has another one meanwhile, the change is refused (409). */
  previous: resultText.nullable().optional(),
});
/** A Double-Swiss match's two games at once (game a, then game b; each white first). */
export const matchResultSchema = z.object({ a: resultText, b: resultText });
export const idMatchBoard = z.object({ id: z.string(), match: number, board: number });
export const playerListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  club: z.string().trim().max(100).optional(),
  /** Which list (default: players) of which club: a club's id, or the club of a tournament (default: the director's first club). */
  list: z.string().max(64).optional(),
  of: z.string().max(64).optional(),
  tournament: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});

/** The public index (issue 34): every club's published tournaments, or one club's (`?club=dc-leiden`). */
export const publicIndexQuery = z.strictObject({ club: z.string().max(64).optional() });
