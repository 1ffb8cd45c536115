import { api, type Standings, type Tournament, type TournamentView } from '../api.js';
import { pointsOf } from '../../../src/core/game.js';
import { Link } from '../router.js';
import { ErrorBox, score, useDerived } from '../shared.js';

/** The symbol of a player's result in one game: 1, ½, 0, or + / − for a forfeit. */
function cell(result: string | undefined, points: number | undefined): string {
  if (result === undefined || points === undefined) return '*';
  if (result === '+-' || result === '-+' || result === '--') return points > 0 ? '+' : '−';
  return points === 0.5 ? '½' : String(points);
}

/** Rows and columns in ranking order; a cell lists the results of every game between the two (colour w/b). */
export function Crosstable({ t, standings, id, links = true }: { t: Tournament; standings: Standings; id: string; links?: boolean }) {
  const order = standings.rows.map((r) => r.id);
  const index = new Map(order.map((p, i) => [p, i + 1]));
  const results = (a: number, b: number) =>
    t.rounds.flatMap((r) =>
      r.games
        .filter((g) => (g.white === a && g.black === b) || (g.white === b && g.black === a))
        .map((g) => `${cell(g.result, pointsOf(g, a))}${g.white === a ? 'w' : 'b'}`),
    );
  return (
    <div class="scroll">
      <table class="crosstable">
        <thead>
          <tr>
            <th scope="col" class="num">#</th>
            <th scope="col">Name</th>
            {order.map((p, i) => (
              <th scope="col" class="num" key={p} title={t.players.find((x) => x.id === p)?.name}>
                {i + 1}
              </th>
            ))}
            <th scope="col" class="num">Score</th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r) => (
            <tr key={r.id}>
              <td class="num">{index.get(r.id)}</td>
              <th scope="row">{links ? <Link href={`/t/${id}/player/${r.id}`}>{r.name}</Link> : r.name}</th>
              {order.map((o) => (
                <td key={o} class={o === r.id ? 'self' : 'num'}>
                  {o === r.id ? '' : results(r.id, o).join(' ')}
                </td>
              ))}
              <td class="num">{score(r.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CrosstablePage({ view }: { view: TournamentView }) {
  const { data, error } = useDerived(() => api.standings(view.id), [view.revision]);
  return (
    <section>
      <h2>Crosstable</h2>
      <p>
        Players in ranking order; w/b is the colour. <Link href={`/t/${view.id}/print/crosstable`}>Print</Link>
      </p>
      <ErrorBox error={error} />
      {data && <Crosstable t={view.tournament} standings={data} id={view.id} />}
    </section>
  );
}
