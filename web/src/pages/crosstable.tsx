import { useState } from 'preact/hooks';
import { api, type Standings, type Tournament, type TournamentView } from '../api.js';
import { pointsOf } from '../../../src/core/game.js';
import { gameOf } from '../../../src/core/round.js';
import { Link } from '../router.js';
import { ErrorBox, score, useDerived } from '../shared.js';

/** The symbol of a player's result in one game: 1, ½, 0, or + / − for a forfeit. */
function cell(result: string | undefined, points: number | undefined): string {
  if (result === undefined || points === undefined) return '*';
  if (result === '+-' || result === '-+' || result === '--') return points > 0 ? '+' : '−';
  return points === 0.5 ? '½' : String(points);
}

/**
 * A table with one row per player in ranking order: rank, name, one cell per column, score. The crosstable
 * and the wallchart differ only in their columns and cells.
 */
function RankingGrid({
  standings,
  id,
  links,
  label,
  columns,
  cellOf,
}: {
  standings: Standings;
  id: string;
  links: boolean;
  label: string;
  columns: readonly { key: number; head: string; title?: string | undefined }[];
  cellOf: (player: number, column: number) => { text: string; class: string };
}) {
  return (
    <div class="scroll" tabIndex={0} role="region" aria-label={label}>
      <table class="crosstable">
        <thead>
          <tr>
            <th scope="col" class="num">#</th>
            <th scope="col">Name</th>
            {columns.map((c) => (
              <th scope="col" class="num" key={c.key} title={c.title}>
                {c.head}
              </th>
            ))}
            <th scope="col" class="num">Score</th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r, i) => (
            <tr key={r.id}>
              <td class="num">{i + 1}</td>
              <th scope="row">{links ? <Link href={`/t/${id}/player/${r.id}`}>{r.name}</Link> : r.name}</th>
              {columns.map((c) => {
                const { text, class: className } = cellOf(r.id, c.key);
                return (
                  <td key={c.key} class={className}>
                    {text}
                  </td>
                );
              })}
              <td class="num">{score(r.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rows and columns in ranking order; a cell lists the results of every game between the two (colour w/b). */
export function Crosstable({ t, standings, id, links = true }: { t: Tournament; standings: Standings; id: string; links?: boolean }) {
  const results = (a: number, b: number) =>
    t.rounds.flatMap((r) =>
      r.games
        .filter((g) => (g.white === a && g.black === b) || (g.white === b && g.black === a))
        .map((g) => `${cell(g.result, pointsOf(g, a))}${g.white === a ? 'w' : 'b'}`),
    );
  return (
    <RankingGrid
      standings={standings}
      id={id}
      links={links}
      label="Crosstable"
      columns={standings.rows.map((r, i) => ({ key: r.id, head: String(i + 1), title: r.name }))}
      cellOf={(p, o) => (o === p ? { text: '', class: 'self' } : { text: results(p, o).join(' '), class: 'num' })}
    />
  );
}

/**
 * The wallchart: one row per player in ranking order, one column per round with the opponent's rank, the
 * colour and the result ("12w ½"). It stays narrow however many players there are.
 */
export function RoundsTable({ t, standings, id, links = true }: { t: Tournament; standings: Standings; id: string; links?: boolean }) {
  const rank = new Map(standings.rows.map((r, i) => [r.id, i + 1]));
  const what = (player: number, round: number): string => {
    const r = t.rounds.find((x) => x.number === round)!;
    const g = gameOf(r, player);
    if (g) {
      const opp = g.white === player ? g.black : g.white;
      return `${rank.get(opp) ?? '?'}${g.white === player ? 'w' : 'b'} ${cell(g.result, pointsOf(g, player))}`;
    }
    if (r.byes.includes(player)) return 'bye';
    const a = t.absences.find((x) => x.round === round && x.player === player);
    return a ? (a.kind === 'excused' ? 'exc' : a.kind === 'club-duty' ? 'duty' : 'abs') : '';
  };
  return (
    <RankingGrid
      standings={standings}
      id={id}
      links={links}
      label="Results by round"
      columns={t.rounds.map((r) => ({ key: r.number, head: `R${r.number}` }))}
      cellOf={(p, round) => ({ text: what(p, round), class: 'num' })}
    />
  );
}

/** Player against player for small fields; by round (the wallchart) for large ones. */
export const SQUARE_LIMIT = 20;

export function CrosstablePage({ view }: { view: TournamentView }) {
  const { data, error } = useDerived(() => api.standings(view.id), [view.revision]);
  const [square, setSquare] = useState(view.tournament.players.length <= SQUARE_LIMIT);
  return (
    <section>
      <h2>Crosstable</h2>
      <fieldset class="inline">
        <legend>Show</legend>
        <label>
          <input type="radio" name="layout" checked={square} onChange={() => setSquare(true)} /> player against player
        </label>
        <label>
          <input type="radio" name="layout" checked={!square} onChange={() => setSquare(false)} /> by round
        </label>
      </fieldset>
      <p>
        Players in ranking order; {square ? 'a cell holds the results against the player of that column' : 'a cell holds the rank of the opponent'}, w/b is the colour.{' '}
        <Link href={`/t/${view.id}/print/crosstable`}>Print</Link>
      </p>
      <ErrorBox error={error} />
      {data && (square ? <Crosstable t={view.tournament} standings={data} id={view.id} /> : <RoundsTable t={view.tournament} standings={data} id={view.id} />)}
    </section>
  );
}
