/** The select that enters a Double-Swiss match in one step on game b's page (issue 36 Deliver 3). */
import type { GameResult, Round, Tournament } from '../api.js';
import { formatMatchScore, matchOfRound, matchValueOf, otherGameOf, USUAL_MATCH_ENTRIES, type MatchEntry } from '../../../src/core/doubleSwissMatch.js';
import { RESULT_LABEL } from '../common.js';
import { dashed } from '../matchWords.js';
import type { Translator } from '../i18n/index.js';

type Game = Round['games'][number];

const key = (e: MatchEntry): string => `${e.a} ${e.b}`;

/** A match entry's words as the row's white (game b's) sees it: "½–1½ (game a 1–0, game b ½–½)". */
function optionLabel(e: MatchEntry, tr: Translator): string {
  const v = matchValueOf({ board: 0, white: 1, black: 2, result: e.a }, { board: 0, white: 2, black: 1, result: e.b })!;
  return tr.t('doubleSwissMatch.option', { score: dashed(formatMatchScore({ first: v.second, second: v.first })), a: RESULT_LABEL[e.a], b: RESULT_LABEL[e.b] });
}

/**
 * Game b's row: the match's two games in one choice (the usual results and the matches forfeited; a rarer
 * one is entered game by game). `onMatch` gets game a's board and the entry.
 */
export function MatchSelect({ t, round, game, tr, onMatch }: { t: Tournament; round: number; game: Game; tr: Translator; onMatch: (boardA: number, entry: MatchEntry) => void }) {
  const a = otherGameOf(t, round, game);
  if (a === undefined || matchOfRound(round).game !== 'b') return null;
  const now = a.game.result !== undefined && game.result !== undefined ? key({ a: a.game.result, b: game.result }) : '';
  const entries =
    USUAL_MATCH_ENTRIES.some((e) => key(e) === now) || now === ''
      ? USUAL_MATCH_ENTRIES
      : [...USUAL_MATCH_ENTRIES, { a: a.game.result as GameResult, b: game.result as GameResult }];
  return (
    <select
      aria-label={tr.t('doubleSwissMatch.enter', { n: game.board })}
      value={now}
      onChange={(e) => {
        const chosen = entries.find((x) => key(x) === e.currentTarget.value);
        if (chosen) onMatch(a.game.board, chosen);
      }}
    >
      <option value="">—</option>
      {entries.map((e) => (
        <option key={key(e)} value={key(e)}>
          {optionLabel(e, tr)}
        </option>
      ))}
    </select>
  );
}
