import { api, type Explanation, type TournamentView } from '../api.js';
import { gameOf, isAbsence } from '../../../src/core/round.js';
import { pointsOf } from '../../../src/core/game.js';
import { Link } from '../router.js';
import { ErrorBox, RESULT_LABEL, playerName, score, useDerived } from '../common.js';
import { ProgressChart } from './chart.js';
import { scoreItemWords } from '../../../src/scoring/keizer.js';
import { valuesFromWords } from '../../../src/scoring/credits.js';

/** A player's page: his games, the breakdown of his score (systems that score with values), his ranks by round. */
export function PlayerPage({ view, player }: { view: TournamentView; player: number }) {
  const t = view.tournament;
  const p = t.players.find((x) => x.id === player);
  const explains = view.system.explainsScores;
  const explain = useDerived(() => (explains && t.rounds.length > 0 ? api.explain(view.id, player) : Promise.resolve(undefined)), [view.revision, player]);
  const progress = useDerived(() => api.progress(view.id), [view.revision]);
  if (!p) return <p class="error">There is no player {player}.</p>;
  return (
    <section>
      <h2>{p.name}</h2>
      <p>
        No. {p.id}
        {p.title ? ` · ${p.title}` : ''}
        {p.rating !== undefined ? ` · rating ${p.rating}` : ' · unrated'}
        {p.club ? ` · club ${p.club}` : ''}
        {p.federation ? ` · ${p.federation}` : ''}
        {p.fideId ? ` · FIDE id ${p.fideId}` : ''}
        {p.federationId ? ` · federation id ${p.federationId}` : ''}
        {p.sex ? ` · ${p.sex === 'w' ? 'woman' : 'man'}` : ''}
        {p.birthDate ? ` · born ${p.birthDate}` : ''}
        {p.withdrawnFromRound !== undefined ? ` · withdrawn from round ${p.withdrawnFromRound}` : ''}
      </p>
      <h3>Games</h3>
      <table class="list compact">
        <thead>
          <tr>
            <th scope="col" class="num">
              Round
            </th>
            <th scope="col">Colour</th>
            <th scope="col">Opponent</th>
            <th scope="col">Result</th>
            <th scope="col" class="num">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {t.rounds.map((r) => {
            const g = gameOf(r, player);
            const absence = t.absences.find((a) => a.round === r.number && a.player === player && isAbsence(a));
            if (!g)
              return (
                <tr key={r.number}>
                  <td class="num">{r.number}</td>
                  <td colSpan={4}>{r.byes.includes(player) ? 'bye' : absence ? `absent (${absence.kind})` : 'did not play'}</td>
                </tr>
              );
            const opp = g.white === player ? g.black : g.white;
            return (
              <tr key={r.number}>
                <td class="num">{r.number}</td>
                <td>{g.white === player ? 'white' : 'black'}</td>
                <td>
                  <Link href={`/t/${view.id}/player/${opp}`}>{playerName(t, opp)}</Link>
                </td>
                <td>{g.result ? RESULT_LABEL[g.result] : g.postponed ? 'postponed' : g.adjourned ? 'X' : '*'}</td>
                <td class="num">{score(pointsOf(g, player))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {explains && (
        <>
          <h3>Breakdown of the score</h3>
          <ErrorBox error={explain.error} />
          {explain.data && (
            <>
              <p>
                Rank {explain.data.rank} after round {explain.data.afterRound}, value now {score(explain.data.value)}, score <strong>{score(explain.data.score)}</strong>
                {explain.data.cycled ? ' (the ranking cycled: values are the mean over the cycle)' : ''}.
              </p>
              <ValuesFrom id={view.id} explanation={explain.data} />
              <table class="list compact explain">
                <thead>
                  <tr>
                    <th scope="col" class="num">
                      Round
                    </th>
                    <th scope="col">What</th>
                    <th scope="col">Value of</th>
                    <th scope="col" class="num">
                      Value
                    </th>
                    <th scope="col" class="num">
                      Fraction
                    </th>
                    <th scope="col" class="num">
                      Points
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {explain.data.items.map((item, i) => (
                    <tr key={i}>
                      <td class="num">{item.round ?? ''}</td>
                      <td>
                        {scoreItemWords(item.kind)}
                        {item.opponent !== undefined ? ` vs ${playerName(t, item.opponent)}` : ''}
                        {item.note ? ` (${item.note})` : ''}
                      </td>
                      <td>{item.valueOf === player ? 'own' : playerName(t, item.valueOf)}</td>
                      <td class="num">
                        {item.valuesAfterRound === undefined ? score(item.value) : <Link href={standingsAfter(view.id, item.valuesAfterRound)}>{score(item.value)}</Link>}
                      </td>
                      <td class="num">{fraction(item.fraction)}</td>
                      <td class="num">{score(item.points)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={5}>
                      Score
                    </th>
                    <td class="num">{score(explain.data.score)}</td>
                  </tr>
                </tfoot>
              </table>
            </>
          )}
        </>
      )}
      <h3>Rank by round</h3>
      {progress.data && <ProgressChart progress={progress.data} measure="rank" highlight={player} />}
    </section>
  );
}

const standingsAfter = (id: string, round: number) => `/t/${id}/standings?after=${round}`;

/** Which ranking's values scored the rounds, the own value used, and a link to the standings that print them (issue 32). */
function ValuesFrom({ id, explanation }: { id: string; explanation: Explanation }) {
  const words = valuesFromWords(explanation);
  const at = explanation.valuesFrom.kind === 'standings' ? explanation.valuesFrom.afterRound : undefined;
  return (
    <p class="values-from">
      {words.charAt(0).toUpperCase() + words.slice(1)}
      {explanation.ownValue !== undefined ? `; own value used ${score(explanation.ownValue)}` : ''}.
      {at !== undefined && explanation.afterRound > 0 && (
        <>
          {' '}
          <Link href={standingsAfter(id, at)}>Standings after round {at}</Link>
        </>
      )}
    </p>
  );
}

function fraction(f: number): string {
  if (Number.isInteger(f)) return String(f);
  for (let d = 2; d <= 12; d++) if (Math.abs(Math.round(f * d) - f * d) < 1e-9) return `${Math.round(f * d)}/${d}`;
  return f.toFixed(3);
}
