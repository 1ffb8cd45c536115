import { makeYesNo, yesNo, type OptionSpec } from './options.js';
import type { SharedSettings } from './settings.js';

/**
 * The options every tournament has, whatever its system (issue 34, issue 35): ONE table, as each system's
 * (`formats/systemOptions.ts`), that drives the tournament file's `setting KEY VALUE` line, `arbiter new
 * --KEY`, `arbiter set` and `arbiter show`, and the web app. Each option reads and writes the part of the
 * tournament that holds it: `published` the tournament itself, `own-results` the settings every system shares
 * (`SharedSettings`), so that the screens that read `settings.ownResults` read it as before.
 */
export interface TournamentWide {
  /**
   * Its public pages and public API are open to anyone (`true`), or answer 404 to all but its directors
   * (`false`). Undefined: a file written before the setting existed, public as it was then.
   */
  readonly published?: boolean | undefined;
  /** The settings of its system; of them the options below touch only those every system has. */
  readonly settings: SharedSettings;
}

/** A tournament without the setting (a file of before issue 34) is public, as it always was. */
export const isPublished = (t: Pick<TournamentWide, 'published'>): boolean => t.published !== false;

/**
 * An option of the table. `stated`: whether the file writes its line (a file of before an option keeps reading
 * as it did); `after`: the file and `arbiter show` give it after the system's own settings rather than before;
 * `onSettingsForm`: the web app's settings form shows it among the system's settings (published has its own
 * switch on the tournament's page).
 */
export type TournamentOption = OptionSpec<TournamentWide> & {
  readonly stated: (t: TournamentWide) => boolean;
  readonly after: boolean;
  readonly onSettingsForm: boolean;
};

/** A yes-or-no option of the table: `read` the value held, `write` the tournament with the value given. */
function yesNoOption(
  key: string,
  help: string,
  read: (t: TournamentWide) => boolean,
  write: (t: TournamentWide, v: boolean) => TournamentWide,
  rest: Pick<TournamentOption, 'stated' | 'after' | 'onSettingsForm'>,
): TournamentOption {
  return {
    key,
    help,
    expects: 'yes or no',
    choices: ['yes', 'no'],
    kind: 'yes-no',
    parse: (text, t) => {
      const v = yesNo(text.trim());
      return v === undefined ? undefined : write(t, v);
    },
    make: (t) => makeYesNo(read(t)),
    ...rest,
  };
}

export const TOURNAMENT_OPTIONS: readonly TournamentOption[] = [
  yesNoOption(
    'published',
    'its public pages (/p/ID) and public API are open to anyone (yes), or hidden from all but its directors (no); a new tournament starts hidden',
    isPublished,
    (t, v) => ({ ...t, published: v }),
    // Written once stated: a file without the line stays public, as it was.
    { stated: (t) => t.published !== undefined, after: false, onSettingsForm: false },
  ),
  yesNoOption(
    'own-results',
    "players enter their own results with the code of their board's result slip (on a phone); the director accepts each",
    (t) => t.settings.ownResults === true,
    (t, v) => {
      // Off is no field at all: a file written before the setting reads as it did.
      const { ownResults: _was, ...rest } = t.settings;
      return { ...t, settings: v ? { ...rest, ownResults: true } : rest };
    },
    { stated: () => true, after: true, onSettingsForm: true },
  ),
];

/** The option of the table of a key (`published`, `own-results`), if it is one. */
export const tournamentOption = (key: string): TournamentOption | undefined => TOURNAMENT_OPTIONS.find((o) => o.key === key);

/** A tournament (or its part) with an option's value read from text, or undefined when the text is not valid. */
export function withTournamentOption<T extends TournamentWide>(t: T, option: TournamentOption, text: string): T | undefined {
  const next = option.parse(text, t);
  return next === undefined ? undefined : { ...t, ...next };
}

/**
 * The options a tournament states, as the file writes them (`[key, text]`): those given before the system's
 * own settings, or (`after`) those given after them.
 */
export function statedTournamentOptions(t: TournamentWide, after = false): [string, string][] {
  return TOURNAMENT_OPTIONS.filter((o) => o.after === after && o.stated(t)).map((o) => [o.key, o.make(t)]);
}
