import type { ComponentChildren } from 'preact';
import { api, type Round, type Standings, type Tournament, type TournamentView } from '../api.js';
import { Link } from '../router.js';
import { isAbsence } from '../../../src/core/round.js';
import { ErrorBox, FideModeBadge, RESULT_LABEL, playerName, score, useDerived, useTitle, useTournament } from '../common.js';
import { StandingsTable, TiebreakKey } from './standings.js';
import { Crosstable, RoundsTable, SQUARE_LIMIT } from './crosstable.js';

/**
 * Pages made for paper (A4; the crosstable A4 landscape), as the tools directors know print them: pairings
 * by board and alphabetically with start numbers, ratings and the points before the round; standings with
 * every tie-break and a key naming each with its article; the crosstable with every kind of bye; the
 * schedule of a round robin before round 1. No navigation, nothing but the sheet.
 */
export function PrintPage({ id, what, round, order }: { id: string; what: string; round: string | undefined; order: string }) {
  const { view, error } = useTournament(id);
  const t = view?.tournament;
  const number = Number(round ?? t?.rounds.length ?? 0);
  // Pairings show the points before the round: the standings after the round before.
  const standings = useDerived(
    () => (what === 'schedule' || !t ? Promise.resolve(undefined) : api.standings(id, what === 'pairings' ? Math.max(0, number - 1) : undefined)),
    [view?.revision, what, number, t === undefined],
  );
  const schedule = useDerived(() => (what === 'schedule' ? api.schedule(id) : Promise.resolve(undefined)), [view?.revision, what]);
  const title = t ? `${t.name} — ${what === 'pairings' ? `round ${number}` : what}` : what;
  useTitle(title);
  return (
    <main id="main" class={what === 'crosstable' ? 'print print-landscape' : 'print'}>
      <p class="no-print">
        <Link href={`/t/${id}/print`}>Back</Link> ·{' '}
        <button
          type="button"
          onClick={() => {
            print();
          }}
        >
          Print
        </button>
      </p>
      <ErrorBox error={error ?? standings.error ?? schedule.error} />
      {view && what === 'pairings' && standings.data && <Pairings view={view} number={number} before={standings.data} alpha={order === 'alpha'} />}
      {view && what === 'standings' && standings.data && (
        <>
          <SheetHeader t={view.tournament}>Standings after round {view.tournament.rounds.length}</SheetHeader>
          <StandingsTable id={id} standings={standings.data} links={false} players={{ tournament: view.tournament, numbers: view.numbers }} />
          <TiebreakKey standings={standings.data} />
        </>
      )}
      {view && what === 'crosstable' && standings.data && (
        <>
          <SheetHeader t={view.tournament}>Crosstable after round {view.tournament.rounds.length}</SheetHeader>
          {view.tournament.players.length <= SQUARE_LIMIT ? (
            <Crosstable view={view} standings={standings.data} links={false} />
          ) : (
            <RoundsTable view={view} standings={standings.data} links={false} />
          )}
        </>
      )}
      {view && what === 'schedule' && schedule.data && <Schedule view={view} rounds={schedule.data.rounds} />}
    </main>
  );
}

/** The name of the tournament, where, when and who directs it, and what the sheet is. */
function SheetHeader({ t, children }: { t: Tournament; children: ComponentChildren }) {
  const d = t.details;
  const when = d?.startDate && (d.endDate && d.endDate !== d.startDate ? `${d.startDate} – ${d.endDate}` : d.startDate);
  const facts = [d?.place, d?.federation, when, d?.chiefArbiter && `chief arbiter ${d.chiefArbiter}`, d?.timeControl].filter(Boolean);
  return (
    <>
      <h1>
        {t.name} <FideModeBadge t={t} />
      </h1>
      {facts.length > 0 && <p class="sheet-facts">{facts.join(' · ')}</p>}
      <h2>{children}</h2>
    </>
  );
}

/** Points as pairing sheets write them: 1, ½, 1½ (other fractions, e.g. Keizer scores, with two decimals). */
function halves(x: number): string {
  if (Number.isInteger(x)) return String(x);
  if (Number.isInteger(x * 2)) return `${x < 1 ? '' : Math.floor(x)}½`;
  return score(x);
}

const ABSENCE_WORDS: Readonly<Record<string, string>> = {
  'full-bye': 'full-point bye',
  'half-bye': 'half-point bye',
  'zero-bye': 'zero-point bye',
  excused: 'absent, excused',
  unexcused: 'absent',
  'club-duty': 'club duty',
};

/** A round's boards, byes and absences: by board, or every player alphabetically. */
function Pairings({ view, number, before, alpha }: { view: TournamentView; number: number; before: Standings; alpha: boolean }) {
  const t = view.tournament;
  const round = t.rounds.find((r) => r.number === number);
  if (!round) return <p class="error">Round {number} is not paired.</p>;
  const no = (id: number) => view.numbers[id] ?? '';
  const rating = (id: number) => t.players.find((p) => p.id === id)?.rating ?? '';
  const pointsBefore = new Map(before.rows.map((r) => [r.id, r.score]));
  const pts = (id: number) => halves(pointsBefore.get(id) ?? 0);
  const absences = t.absences.filter((a) => a.round === number && isAbsence(a));
  return (
    <>
      <SheetHeader t={t}>
        Round {number} — pairings {alpha ? 'in alphabetical order' : 'by board'}
      </SheetHeader>
      {alpha ? (
        <table class="list print-table pairings-alpha">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col" class="num">
                <abbr title="start number">No.</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title="rating">Rtg</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title="points before the round">Pts</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title="board">Bd.</abbr>
              </th>
              <th scope="col">Colour</th>
              <th scope="col">Opponent</th>
              <th scope="col" class="num">
                <abbr title="the opponent's start number">No.</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {[
              ...round.games.flatMap((g) => [
                { player: g.white, board: String(g.board), colour: 'white', opponent: playerName(t, g.black), opponentNo: no(g.black) },
                { player: g.black, board: String(g.board), colour: 'black', opponent: playerName(t, g.white), opponentNo: no(g.white) },
              ]),
              ...round.byes.map((b) => ({ player: b, board: '', colour: '', opponent: 'pairing-allocated bye', opponentNo: '' })),
              ...absences.map((a) => ({ player: a.player, board: '', colour: '', opponent: ABSENCE_WORDS[a.kind] ?? a.kind, opponentNo: '' })),
            ]
              .sort((a, b) => playerName(t, a.player).localeCompare(playerName(t, b.player)))
              .map((x) => (
                <tr key={x.player}>
                  <td>{playerName(t, x.player)}</td>
                  <td class="num">{no(x.player)}</td>
                  <td class="num">{rating(x.player)}</td>
                  <td class="num">{pts(x.player)}</td>
                  <td class="num">{x.board}</td>
                  <td>{x.colour}</td>
                  <td>{x.opponent}</td>
                  <td class="num">{x.opponentNo}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : (
        <table class="list print-table pairings-board">
          <thead>
            <tr>
              <th scope="col" class="num">
                <abbr title="board">Bd.</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title="white's start number">No.</abbr>
              </th>
              <th scope="col">White</th>
              <th scope="col" class="num">
                <abbr title="white's rating">Rtg</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title="white's points before the round">Pts</abbr>
              </th>
              <th scope="col" class="result">
                Result
              </th>
              <th scope="col" class="num">
                <abbr title="black's points before the round">Pts</abbr>
              </th>
              <th scope="col">Black</th>
              <th scope="col" class="num">
                <abbr title="black's rating">Rtg</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title="black's start number">No.</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {round.games.map((g) => (
              <tr key={g.board}>
                <td class="num">{g.board}</td>
                <td class="num">{no(g.white)}</td>
                <td>{playerName(t, g.white)}</td>
                <td class="num">{rating(g.white)}</td>
                <td class="num">{pts(g.white)}</td>
                <td class="result">{g.result ? RESULT_LABEL[g.result] : ''}</td>
                <td class="num">{pts(g.black)}</td>
                <td>{playerName(t, g.black)}</td>
                <td class="num">{rating(g.black)}</td>
                <td class="num">{no(g.black)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!alpha && round.byes.length > 0 && <p>Pairing-allocated bye: {round.byes.map((b) => `${playerName(t, b)} (${no(b)})`).join(', ')}</p>}
      {!alpha && absences.length > 0 && <p>Not paired: {absences.map((a) => `${playerName(t, a.player)} (${no(a.player)}, ${ABSENCE_WORDS[a.kind] ?? a.kind})`).join(', ')}</p>}
    </>
  );
}

/** Every round of a round robin (or DO-TO-HO plan), by pairing number: printable before round 1. */
function Schedule({ view, rounds }: { view: TournamentView; rounds: readonly Round[] }) {
  const t = view.tournament;
  const no = (id: number) => view.numbers[id] ?? '';
  const byNumber = [...t.players].sort((a, b) => (view.numbers[a.id] ?? 0) - (view.numbers[b.id] ?? 0));
  return (
    <>
      <SheetHeader t={t}>Schedule of the {rounds.length} rounds</SheetHeader>
      <table class="list print-table schedule-players">
        <caption>The players by pairing number</caption>
        <thead>
          <tr>
            <th scope="col" class="num">
              No.
            </th>
            <th scope="col">Name</th>
            <th scope="col" class="num">
              <abbr title="rating">Rtg</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {byNumber.map((p) => (
            <tr key={p.id}>
              <td class="num">{no(p.id)}</td>
              <td>{p.name}</td>
              <td class="num">{p.rating ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="schedule">
        {rounds.map((r) => (
          <table class="list print-table schedule-round" key={r.number}>
            <caption>Round {r.number}</caption>
            <thead>
              <tr>
                <th scope="col" class="num">
                  <abbr title="board">Bd.</abbr>
                </th>
                <th scope="col">White</th>
                <th scope="col">Black</th>
              </tr>
            </thead>
            <tbody>
              {r.games.map((g) => (
                <tr key={g.board}>
                  <td class="num">{g.board}</td>
                  <td>
                    {no(g.white)} {playerName(t, g.white)}
                  </td>
                  <td>
                    {no(g.black)} {playerName(t, g.black)}
                  </td>
                </tr>
              ))}
              {r.byes.map((b) => (
                <tr key={`bye-${b}`}>
                  <td class="num" />
                  <td>
                    {no(b)} {playerName(t, b)}
                  </td>
                  <td>free</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </>
  );
}
