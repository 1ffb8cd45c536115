import { makeYesNo, option, yesNo, type OptionSpec } from './options.js';

/**
 * The options every tournament has, whatever its system (issue 34): one table, as each system's
 * (`formats/systemOptions.ts`), that drives the tournament file's `setting KEY VALUE` line, `arbiter set`
 * and `arbiter new --KEY`, and the web app. Stored on the tournament itself, not in its system's settings.
 */
export interface TournamentWide {
  /**
   * Its public pages and public API are open to anyone (`true`), or answer 404 to all but its directors
   * (`false`). Undefined: a file written before the setting existed, public as it was then.
   */
  readonly published?: boolean | undefined;
}

/** A tournament without the setting (a file of before issue 34) is public, as it always was. */
export const isPublished = (t: TournamentWide): boolean => t.published !== false;

/** An option of the table, with the tournament's field that holds it (undefined: not stated in the file). */
export type TournamentOption = OptionSpec<TournamentWide> & { readonly field: keyof TournamentWide };

export const TOURNAMENT_OPTIONS: readonly TournamentOption[] = [
  {
    field: 'published',
    ...option<TournamentWide, boolean>(
      'published',
      'published',
      'its public pages (/p/ID) and public API are open to anyone (yes), or hidden from all but its directors (no); a new tournament starts hidden',
      'yes or no',
      yesNo,
      makeYesNo,
    ),
    make: (t) => makeYesNo(isPublished(t)),
  },
];

/** The tournament-wide option of a key (`published`), if it is one. */
export const tournamentOption = (key: string): TournamentOption | undefined => TOURNAMENT_OPTIONS.find((o) => o.key === key);

/** The options a tournament states (those it holds a value for), as the file writes them: `[key, text]`. */
export function statedTournamentOptions(t: TournamentWide): [string, string][] {
  return TOURNAMENT_OPTIONS.filter((o) => t[o.field] !== undefined).map((o) => [o.key, o.make(t)]);
}
