import { api, type Tournament } from '../api.js';
import { Link } from '../router.js';
import { ErrorBox, PairingsTable, playerName, useDerived, useTitle, useTournament } from '../shared.js';
import { StandingsTable } from './standings.js';
import { Crosstable, RoundsTable, SQUARE_LIMIT } from './crosstable.js';

/** Pages made for paper: A4, no navigation, nothing but the list. */
export function PrintPage({ id, what, round, order }: { id: string; what: string; round: string | undefined; order: string }) {
  const { view, error } = useTournament(id);
  const standings = useDerived(() => (what === 'pairings' ? Promise.resolve(undefined) : api.standings(id)), [view?.revision, what]);
  const t = view?.tournament;
  const title = t ? `${t.name} — ${what === 'pairings' ? `round ${round ?? t.rounds.length}` : what}` : what;
  useTitle(title);
  return (
    <main id="main" class={what === 'crosstable' ? 'print print-landscape' : 'print'}>
      <p class="no-print">
        <Link href={`/t/${id}/print`}>Back</Link> · <button type="button" onClick={() => print()}>Print</button>
      </p>
      <ErrorBox error={error ?? standings.error} />
      {t && what === 'pairings' && <Pairings t={t} number={Number(round ?? t.rounds.length)} alpha={order === 'alpha'} />}
      {t && what === 'standings' && standings.data && (
        <>
          <h1>{t.name}</h1>
          <h2>Standings after round {t.rounds.length}</h2>
          <StandingsTable id={id} standings={standings.data} links={false} />
        </>
      )}
      {t && what === 'crosstable' && standings.data && (
        <>
          <h1>{t.name}</h1>
          <h2>Crosstable after round {t.rounds.length}</h2>
          {t.players.length <= SQUARE_LIMIT ? <Crosstable t={t} standings={standings.data} id={id} links={false} /> : <RoundsTable t={t} standings={standings.data} id={id} links={false} />}
        </>
      )}
    </main>
  );
}

function Pairings({ t, number, alpha }: { t: Tournament; number: number; alpha: boolean }) {
  const round = t.rounds.find((r) => r.number === number);
  if (!round) return <p class="error">Round {number} is not paired.</p>;
  return (
    <>
      <h1>{t.name}</h1>
      <h2>
        Round {number} — pairings {alpha ? 'in alphabetical order' : 'by board'}
      </h2>
      {alpha ? (
        <table class="list print-table">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col" class="num">Board</th>
              <th scope="col">Colour</th>
              <th scope="col">Opponent</th>
            </tr>
          </thead>
          <tbody>
            {[
              ...round.games.flatMap((g) => [
                { player: g.white, board: String(g.board), colour: 'white', opponent: playerName(t, g.black) },
                { player: g.black, board: String(g.board), colour: 'black', opponent: playerName(t, g.white) },
              ]),
              ...round.byes.map((b) => ({ player: b, board: '', colour: '', opponent: 'bye' })),
              ...t.absences.filter((a) => a.round === number).map((a) => ({ player: a.player, board: '', colour: '', opponent: `absent (${a.kind})` })),
            ]
              .sort((a, b) => playerName(t, a.player).localeCompare(playerName(t, b.player)))
              .map((x) => (
                <tr key={x.player}>
                  <td>{playerName(t, x.player)}</td>
                  <td class="num">{x.board}</td>
                  <td>{x.colour}</td>
                  <td>{x.opponent}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : (
        <PairingsTable t={t} round={round} class="list print-table" />
      )}
      {round.byes.length > 0 && <p>Bye: {round.byes.map((b) => playerName(t, b)).join(', ')}</p>}
    </>
  );
}
