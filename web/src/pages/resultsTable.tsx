import { Component, type ComponentChildren } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import { useT, type Translator } from '../i18n/index.js';
import type { GameResult, Round, Tournament } from '../api.js';
import { Link } from '../router.js';
import { PairingsHead, RESULT_LABEL, TableScroll } from '../common.js';

/** A board's result as the director enters it: a result, postponed (played later), adjourned (TRF-2026 X), or none yet. */
export type Entry = GameResult | 'postponed' | 'adjourned' | null;

/** What a row shows; a row is drawn again only when one of these changes (see `ResultRow`). */
interface RowProps {
  readonly tournamentId: string;
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly whiteName: string;
  readonly blackName: string;
  /** The result shown: the one entered on this screen while it is being saved, else the saved one. */
  readonly result: Entry;
  /** True while the result shown is being saved. */
  readonly saving: boolean;
  readonly selected: boolean;
  readonly onResult: (board: number, result: Entry) => void;
  /** The words of the reader's language (one object per language: a row redraws when it changes). */
  readonly tr: Translator;
  /** A Double-Swiss's match cell, and what it shows (the row redraws when that changes). */
  readonly extra?: ComponentChildren;
  readonly extraKey?: string | undefined;
}

const RESULTS = Object.keys(RESULT_LABEL) as GameResult[];

/**
 * One board. A class with `shouldComponentUpdate`, so that entering a result on a round of 300 boards
 * draws one row again, not 300 rows of selects (issue 14: a result must show within 100 ms).
 */
class ResultRow extends Component<RowProps> {
  override shouldComponentUpdate(next: RowProps): boolean {
    const p = this.props;
    return (
      p.result !== next.result ||
      p.saving !== next.saving ||
      p.selected !== next.selected ||
      p.whiteName !== next.whiteName ||
      p.blackName !== next.blackName ||
      p.white !== next.white ||
      p.black !== next.black ||
      p.tournamentId !== next.tournamentId ||
      p.onResult !== next.onResult ||
      p.tr !== next.tr ||
      p.extraKey !== next.extraKey
    );
  }

  override render({ tournamentId, board, white, black, whiteName, blackName, result, saving, selected, onResult, tr, extra, extraKey }: RowProps) {
    return (
      <tr class={[selected ? 'selected' : '', saving ? 'saving' : ''].filter(Boolean).join(' ') || undefined} aria-busy={saving || undefined}>
        <td class="num">{board}</td>
        <td>
          <Link href={`/t/${tournamentId}/player/${white}`}>{whiteName}</Link>
        </td>
        <td>
          <select
            aria-label={tr.t('round.resultOf', { n: board })}
            value={result ?? ''}
            onChange={(e) => {
              onResult(board, (e.currentTarget.value || null) as Entry);
            }}
          >
            <option value="">—</option>
            {RESULTS.map((r) => (
              <option key={r} value={r}>
                {RESULT_LABEL[r]}
              </option>
            ))}
            <option value="postponed">{tr.t('round.postponed')}</option>
            <option value="adjourned">{tr.t('fideMode.adjourned')}</option>
          </select>
        </td>
        <td>
          <Link href={`/t/${tournamentId}/player/${black}`}>{blackName}</Link>
        </td>
        {extraKey !== undefined && <td class="match">{extra}</td>}
      </tr>
    );
  }
}

/**
 * The boards of a paired round with a result select each. `entered` holds the results this screen sent and
 * the server has not confirmed yet: they show at once (marked as being saved), and give way to the saved
 * result when the answer comes (or to the old one, with the error, when the server refuses).
 */
export function ResultsTable({
  tournamentId,
  t,
  round,
  selected,
  entered,
  onResult,
  match,
}: {
  tournamentId: string;
  t: Tournament;
  round: Round;
  selected: number | undefined;
  entered: ReadonlyMap<number, Entry>;
  onResult: (board: number, result: Entry) => void;
  /** A Double-Swiss: the match column (its heading, each row's cell and what the cell shows). */
  match?: { readonly head: string; readonly cell: (g: Round['games'][number]) => ComponentChildren; readonly key: (g: Round['games'][number]) => string } | undefined;
}) {
  const names = useMemo(() => new Map(t.players.map((p) => [p.id, p.name])), [t.players]);
  const tr = useT();
  // The rows get one callback for the screen's lifetime, which calls the latest `onResult`.
  const latest = useRef(onResult);
  latest.current = onResult;
  const stable = useMemo(
    () => (board: number, result: Entry) => {
      latest.current(board, result);
    },
    [],
  );
  return (
    <TableScroll label={tr.t('round.results', { n: round.number })}>
      <table class="list pairings">
        <PairingsHead extra={match?.head} />
        <tbody>
          {round.games.map((g) => {
            const saving = entered.has(g.board);
            return (
              <ResultRow
                key={g.board}
                tournamentId={tournamentId}
                board={g.board}
                white={g.white}
                black={g.black}
                whiteName={names.get(g.white) ?? `#${g.white}`}
                blackName={names.get(g.black) ?? `#${g.black}`}
                result={saving ? entered.get(g.board)! : (g.result ?? (g.postponed ? 'postponed' : g.adjourned ? 'adjourned' : null))}
                saving={saving}
                selected={g.board === selected}
                onResult={stable}
                tr={tr}
                extra={match?.cell(g)}
                extraKey={match?.key(g)}
              />
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
