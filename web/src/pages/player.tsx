import { api, type Explanation, type Progress, type TournamentView } from '../api.js';
import { gameOf, isAbsence } from '../../../src/core/round.js';
import { pointsOf } from '../../../src/core/game.js';
import { Link } from '../router.js';
import { ErrorBox, leftWords, RESULT_LABEL, playerName, useDerived } from '../common.js';
import { ProgressChart } from './chart.js';
import { useT, type Translator } from '../i18n/index.js';
import { itemWords, noteParts, valuesFromText } from './explainWords.js';

/** A player's page: his games, the breakdown of his score (systems that score with values), his ranks by round. */
export function PlayerPage({ view, player, preload }: { view: TournamentView; player: number; preload?: { explanation?: Explanation; progress: Progress } }) {
  const t = view.tournament;
  const p = t.players.find((x) => x.id === player);
  const explains = view.system.explainsScores;
  const explain = useDerived(() => (explains && t.rounds.length > 0 ? api.explain(view.id, player) : Promise.resolve(undefined)), [view.revision, player], preload?.explanation);
  const progress = useDerived(() => api.progress(view.id), [view.revision], preload?.progress);
  const tr = useT();
  const { t: w, score } = tr;
  if (!p) return <p class="error">{w('playerPage.noPlayer', { n: player })}</p>;
  return (
    <section>
      <h2>{p.name}</h2>
      <p>
        {[
          w('playerPage.no', { n: p.id }),
          p.title,
          p.rating !== undefined ? w('playerPage.rating', { n: p.rating }) : w('players.unrated'),
          p.club ? w('players.clubOf', { club: p.club }) : undefined,
          p.federation,
          p.fideId ? w('playerPage.fideId', { id: p.fideId }) : undefined,
          p.federationId ? w('playerPage.federationId', { id: p.federationId }) : undefined,
          p.sex ? w(p.sex === 'w' ? 'playerPage.woman' : 'playerPage.man') : undefined,
          p.birthDate ? w('playerPage.born', { date: /^\d{4}-\d{2}-\d{2}$/.test(p.birthDate) ? tr.date(p.birthDate) : p.birthDate }) : undefined,
          leftWords(w, p),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <h3>{w('playerPage.games')}</h3>
      <table class="list compact">
        <thead>
          <tr>
            <th scope="col" class="num">
              {w('round.roundField')}
            </th>
            <th scope="col">{w('print.colour')}</th>
            <th scope="col">{w('print.opponent')}</th>
            <th scope="col">{w('game.result')}</th>
            <th scope="col" class="num">
              {w('playerPage.points')}
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
                  <td colSpan={4}>
                    {r.byes.includes(player) ? w('absence.pairing-bye') : absence ? w(`absence.${absence.kind}`, { defaultValue: absence.kind }) : w('playerPage.didNotPlay')}
                  </td>
                </tr>
              );
            const opp = g.white === player ? g.black : g.white;
            const points = pointsOf(g, player);
            return (
              <tr key={r.number}>
                <td class="num">{r.number}</td>
                <td>{w(g.white === player ? 'print.colourWhite' : 'print.colourBlack')}</td>
                <td>
                  <Link href={`/t/${view.id}/player/${opp}`}>{playerName(t, opp)}</Link>
                </td>
                <td>{g.result ? RESULT_LABEL[g.result] : g.postponed ? w('round.postponed') : g.adjourned ? 'X' : '*'}</td>
                <td class="num">{points === undefined ? '' : tr.halves(points)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {explains && (
        <>
          <h3>{w('playerPage.breakdown')}</h3>
          <ErrorBox error={explain.error} />
          {explain.data && (
            <>
              <p>
                {w('playerPage.summary', { rank: explain.data.rank, n: explain.data.afterRound, value: score(explain.data.value) })} <strong>{score(explain.data.score)}</strong>
                {explain.data.cycled ? ` ${w('playerPage.cycled')}` : ''}.
              </p>
              <ValuesFrom id={view.id} explanation={explain.data} />
              <table class="list compact explain">
                <thead>
                  <tr>
                    <th scope="col" class="num">
                      {w('round.roundField')}
                    </th>
                    <th scope="col">{w('playerPage.what')}</th>
                    <th scope="col">{w('playerPage.valueOf')}</th>
                    <th scope="col" class="num">
                      {w('standings.value')}
                    </th>
                    <th scope="col" class="num">
                      {w('playerPage.fraction')}
                    </th>
                    <th scope="col" class="num">
                      {w('playerPage.points')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {explain.data.items.map((item, i) => (
                    <tr key={i}>
                      <td class="num">{item.round ?? ''}</td>
                      <td>
                        {itemWords(item.kind, tr)}
                        {item.opponent !== undefined ? ` ${w('playerPage.versus', { name: playerName(t, item.opponent) })}` : ''}
                        {item.note ? <Note note={item.note} tr={tr} /> : null}
                      </td>
                      <td>{item.valueOf === player ? w('playerPage.own') : playerName(t, item.valueOf)}</td>
                      <td class="num">
                        {item.valuesAfterRound === undefined ? score(item.value) : <Link href={standingsAfter(view.id, item.valuesAfterRound)}>{score(item.value)}</Link>}
                      </td>
                      <td class="num">{fraction(item.fraction, tr)}</td>
                      <td class="num">{score(item.points)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={5}>
                      {w('standings.score')}
                    </th>
                    <td class="num">{score(explain.data.score)}</td>
                  </tr>
                </tfoot>
              </table>
            </>
          )}
        </>
      )}
      <h3>{w('playerPage.rankByRound')}</h3>
      {progress.data && <ProgressChart progress={progress.data} measure="rank" highlight={player} />}
    </section>
  );
}

const standingsAfter = (id: string, round: number) => `/t/${id}/standings?after=${round}`;

/** Which ranking's values scored the rounds, the own value used, and a link to the standings that print them (issue 32). */
function ValuesFrom({ id, explanation }: { id: string; explanation: Explanation }) {
  const tr = useT();
  const { t, score } = tr;
  const words = valuesFromText(explanation, tr);
  const at = explanation.valuesFrom.kind === 'standings' ? explanation.valuesFrom.afterRound : undefined;
  return (
    <p class="values-from">
      {words.charAt(0).toUpperCase() + words.slice(1)}
      {explanation.ownValue !== undefined ? t('playerPage.ownValueUsed', { value: score(explanation.ownValue) }) : ''}.
      {at !== undefined && explanation.afterRound > 0 && (
        <>
          {' '}
          <Link href={standingsAfter(id, at)}>{t('print.standingsAfter', { n: at })}</Link>
        </>
      )}
    </p>
  );
}

/** A line's note in brackets, in the reader's language; a part the catalog does not know stays English (marked). */
function Note({ note, tr }: { note: string; tr: Translator }) {
  const parts = noteParts(note, tr);
  return (
    <>
      {' ('}
      {parts.map((p, i) => (
        <span key={i} lang={p.english ? 'en' : undefined}>
          {i > 0 ? '; ' : ''}
          {p.text}
        </span>
      ))}
      {')'}
    </>
  );
}

function fraction(f: number, tr: Translator): string {
  if (Number.isInteger(f)) return String(f);
  for (let d = 2; d <= 12; d++) if (Math.abs(Math.round(f * d) - f * d) < 1e-9) return `${Math.round(f * d)}/${d}`;
  return tr.fixed(f, 3);
}
