import { request, type TournamentView } from '../api.js';
import type { GameResult } from '../../../src/core/game.js';
import type { SlipReport } from '../../../src/core/ownResults.js';
import { ErrorBox, RESULT_LABEL, playerName, useDerived, type useTournament } from '../common.js';
import { useT } from '../i18n/index.js';

type State = ReturnType<typeof useTournament>;

/**
 * The results the players entered with their slips' codes (issue 34 Deliver 5), on the round page of the
 * last round: entered, confirmed and disputed, each accepted with one click (or every confirmed one at
 * once) through the result entry, or set aside. Shown only when the tournament takes its players' results.
 */
export function OwnResultsPanel({ state, view }: { state: State; view: TournamentView }) {
  const { t: tr } = useT();
  const t = view.tournament;
  const on = t.settings.ownResults === true;
  const base = `/api/tournaments/${encodeURIComponent(view.id)}`;
  const waiting = useDerived(() => (on ? request<{ reports: SlipReport[] }>('GET', `${base}/own-results`) : Promise.resolve(undefined)), [view.revision, on]);
  if (!on) return null;
  const reports = waiting.data?.reports ?? [];
  const confirmed = reports.filter((r) => r.state === 'confirmed').length;
  const accept = (body: { board: number; result?: GameResult } | { all: true }) => void state.run(() => request<TournamentView>('POST', `${base}/own-results/accept`, body));
  return (
    <section class="own-results" aria-labelledby="own-results-title">
      <h3 id="own-results-title">{tr('ownResults.panel')}</h3>
      <ErrorBox error={waiting.error} />
      {reports.length === 0 ? (
        <p>{tr('ownResults.none')}</p>
      ) : (
        <table class="list">
          <tbody>
            {reports.map((r) => (
              <tr key={r.board} data-board={r.board} data-state={r.state}>
                <td class="num">{r.board}</td>
                <td>
                  {playerName(t, r.white)} – {playerName(t, r.black)}
                </td>
                <td>
                  <strong>{RESULT_LABEL[r.result]}</strong> {r.by === 'white' ? tr('ownResults.byWhite') : tr('ownResults.byBlack')}
                  {r.claim && <> · {tr('ownResults.claim', { claim: RESULT_LABEL[r.claim] })}</>}
                </td>
                <td>{tr(`ownResults.state.${r.state}`)}</td>
                <td class="own-actions">
                  {[r.result, ...(r.claim ? [r.claim] : [])].map((x) => (
                    <button
                      key={x}
                      type="button"
                      class="small"
                      onClick={() => {
                        accept({ board: r.board, result: x });
                      }}
                    >
                      {tr('ownResults.accept', { result: RESULT_LABEL[x] })}
                    </button>
                  ))}
                  <button type="button" class="small secondary" onClick={() => void state.run(() => request<TournamentView>('DELETE', `${base}/own-results/${r.board}`, {}))}>
                    {tr('ownResults.dismiss')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {confirmed > 0 && (
        <p>
          <button
            type="button"
            onClick={() => {
              accept({ all: true });
            }}
          >
            {tr('ownResults.acceptAll', { count: confirmed })}
          </button>
        </p>
      )}
      <p>
        <a href={`/t/${view.id}/print/slips/${t.rounds.length}`}>{tr('ownResults.printSlips')}</a>
      </p>
    </section>
  );
}
