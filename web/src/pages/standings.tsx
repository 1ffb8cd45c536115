import { useState } from 'preact/hooks';
import { api, type RatingRow, type RatingSystem, type Standings, type StandingsRow, type Tournament, type TournamentView } from '../api.js';
import { Link, navigate } from '../router.js';
import { ErrorBox, score, TableScroll, useDerived } from '../common.js';
import { SeasonForecast } from './forecast.js';

/**
 * The standings: rank, name (a withdrawn player marked), score, the Keizer value or every tie-break, games
 * won, drawn and lost, games played, forfeits (if any) and the rounds without a game by kind. With `players`
 * (print), each player's start number, title, rating and federation as well. On a narrow screen the table
 * scrolls inside its box, never the page.
 */
export function StandingsTable({
  id,
  standings,
  links = true,
  caption,
  players,
}: {
  id: string;
  standings: Standings;
  links?: boolean;
  caption?: string;
  players?: { tournament: Tournament; numbers: Readonly<Record<string, number>> };
}) {
  const hasValue = standings.rows.some((r) => r.value !== undefined);
  const tiebreaks = standings.tiebreakInfo ?? [];
  const byId = new Map(players?.tournament.players.map((p) => [p.id, p]));
  const hasFederation = players?.tournament.players.some((p) => p.federation !== undefined) ?? false;
  return (
    <TableScroll label={caption ?? 'Standings'}>
      <table class="list standings">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" class="num">
              Rank
            </th>
            {players && (
              <th scope="col" class="num">
                <abbr title="start number">No.</abbr>
              </th>
            )}
            <th scope="col">Name</th>
            {players && (
              <>
                <th scope="col">
                  <abbr title="FIDE title">Title</abbr>
                </th>
                <th scope="col" class="num">
                  <abbr title="rating">Rtg</abbr>
                </th>
                {hasFederation && (
                  <th scope="col">
                    <abbr title="federation">Fed</abbr>
                  </th>
                )}
              </>
            )}
            <th scope="col" class="num">
              Score
            </th>
            {hasValue && (
              <th scope="col" class="num">
                Value
              </th>
            )}
            {tiebreaks.map((tb) => (
              <th scope="col" class="num" key={tb.name}>
                <abbr title={tb.title}>{tb.acronym}</abbr>
              </th>
            ))}
            <RecordHeads standings={standings} compact={players !== undefined} />
            {standings.ratings && (
              <>
                <th scope="col" class="num">
                  <abbr title="rating change so far (unrated: the estimate)">Rating ±</abbr>
                </th>
                <th scope="col" class="num">
                  <abbr title="performance rating">Perf.</abbr>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r) => (
            <tr key={r.id}>
              <td class="num">{r.rank}</td>
              {players && <td class="num">{players.numbers[r.id] ?? ''}</td>}
              <td>
                {links ? <Link href={`/t/${id}/player/${r.id}`}>{r.name}</Link> : r.name}
                {r.withdrawnFromRound !== undefined && (
                  <small class="withdrawn" title={`withdrawn from round ${r.withdrawnFromRound}`}>
                    {' '}
                    (withdrawn)
                  </small>
                )}
              </td>
              {players && (
                <>
                  <td>{byId.get(r.id)?.title ?? ''}</td>
                  <td class="num">{byId.get(r.id)?.rating ?? ''}</td>
                  {hasFederation && <td>{byId.get(r.id)?.federation ?? ''}</td>}
                </>
              )}
              <td class="num">{score(r.score)}</td>
              {hasValue && <td class="num">{score(r.value)}</td>}
              {tiebreaks.map((tb) => (
                <td class="num" key={tb.name}>
                  {score(r.tiebreaks?.[tb.name])}
                </td>
              ))}
              <RecordCells standings={standings} row={r} compact={players !== undefined} />
              {standings.ratings && <RatingCells row={standings.ratings[String(r.id)]} />}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const hasForfeits = (standings: Standings) => standings.rows.some((r) => r.forfeitsWon + r.forfeitsLost > 0);

/**
 * The headings of a row's record (issue 32): W, D, L, games, forfeits if any, a column per kind of round
 * without a game; `compact` (the print sheet, narrower than a screen) W/D/L in one column, the forfeits and
 * the rounds without a game in another.
 */
function RecordHeads({ standings, compact }: { standings: Standings; compact: boolean }) {
  const wdl = compact
    ? [['won / drawn / lost over the board', 'W/D/L']]
    : [
        ['won over the board', 'W'],
        ['drawn over the board', 'D'],
        ['lost over the board', 'L'],
      ];
  const absences = compact ? [['games won (+) and lost (−) by forfeit, rounds without a game by kind', 'Unplayed']] : standings.absenceColumns.map((c) => [c.title, c.acronym]);
  return (
    <>
      {wdl.map(([title, text]) => (
        <th scope="col" class="num" key={text}>
          <abbr title={title}>{text}</abbr>
        </th>
      ))}
      <th scope="col" class="num">
        Games
      </th>
      {!compact && hasForfeits(standings) && (
        <th scope="col" class="num">
          <abbr title="games won / lost by forfeit">Forf.</abbr>
        </th>
      )}
      {absences.map(([title, text]) => (
        <th scope="col" class={compact ? undefined : 'num'} key={text}>
          <abbr title={title}>{text}</abbr>
        </th>
      ))}
    </>
  );
}

/** A row's record, under `RecordHeads`. */
function RecordCells({ standings, row, compact }: { standings: Standings; row: StandingsRow; compact: boolean }) {
  const counts = standings.absenceColumns.map((c) => [c.acronym, row.absences[c.kind] ?? 0] as const);
  const unplayed = [
    ...(row.forfeitsWon > 0 ? [`+${row.forfeitsWon}`] : []),
    ...(row.forfeitsLost > 0 ? [`−${row.forfeitsLost}`] : []),
    ...counts.filter(([, n]) => n > 0).map(([acronym, n]) => `${acronym} ${n}`),
  ];
  return (
    <>
      {compact ? (
        <td class="num">{`${row.won}/${row.drawn}/${row.lost}`}</td>
      ) : (
        <>
          <td class="num">{row.won}</td>
          <td class="num">{row.drawn}</td>
          <td class="num">{row.lost}</td>
        </>
      )}
      <td class="num">{row.played}</td>
      {!compact && hasForfeits(standings) && <td class="num">{`${row.forfeitsWon}/${row.forfeitsLost}`}</td>}
      {compact ? (
        <td>{unplayed.join(' ')}</td>
      ) : (
        counts.map(([acronym, n]) => (
          <td class="num" key={acronym}>
            {n}
          </td>
        ))
      )}
    </>
  );
}

/** The key to the columns: each tie-break's abbreviation, its name and its article of C.07; W/D/L; the absences. */
export function TiebreakKey({ standings }: { standings: Standings }) {
  const list = standings.tiebreakInfo ?? [];
  return (
    <dl class="key tiebreak-key">
      {list.map((tb) => (
        <div key={tb.name}>
          <dt>{tb.acronym}</dt>
          <dd>
            {tb.title} ({tb.article})
          </dd>
        </div>
      ))}
      <div>
        <dt>W D L</dt>
        <dd>won, drawn, lost over the board</dd>
      </div>
      {hasForfeits(standings) && (
        <div>
          <dt>Forf.</dt>
          <dd>won (+) / lost (−) by forfeit</dd>
        </div>
      )}
      {standings.absenceColumns.map((c) => (
        <div key={c.kind}>
          <dt>{c.acronym}</dt>
          <dd>{c.title}</dd>
        </div>
      ))}
    </dl>
  );
}

function RatingCells({ row }: { row: RatingRow | undefined }) {
  if (!row || row.games === 0)
    return (
      <>
        <td class="num">–</td>
        <td class="num">–</td>
      </>
    );
  const change = row.estimate ? `≈ ${Math.round(row.rating ?? 0)}` : row.change === undefined ? '–' : `${row.change >= 0 ? '+' : '−'}${Math.abs(row.change).toFixed(1)}`;
  return (
    <>
      <td class="num">{change}</td>
      <td class="num">{row.performance === undefined ? '–' : Math.round(row.performance)}</td>
    </>
  );
}

export function StandingsPage({ view, after }: { view: TournamentView; after: string | undefined }) {
  const rounds = view.tournament.rounds.length;
  const afterRound = after !== undefined ? Number(after) : undefined;
  const [ratings, setRatings] = useState<RatingSystem | ''>('');
  const { data, error } = useDerived(() => api.standings(view.id, afterRound, ratings || undefined), [view.revision, afterRound, ratings]);
  return (
    <section>
      <h2>Standings{afterRound !== undefined ? ` after round ${afterRound}` : ''}</h2>
      <div class="actions">
        <label for="after-round">After round</label>
        <select
          id="after-round"
          value={after ?? ''}
          onChange={(e) => {
            navigate(`/t/${view.id}/standings${e.currentTarget.value ? `?after=${e.currentTarget.value}` : ''}`, { replace: true });
          }}
        >
          <option value="">latest ({rounds})</option>
          {Array.from({ length: rounds + 1 }, (_, k) => (
            <option key={k} value={String(k)}>
              {k === 0 ? 'before round 1' : k}
            </option>
          ))}
        </select>
        <label for="ratings">Ratings</label>
        <select
          id="ratings"
          value={ratings}
          onChange={(e) => {
            setRatings(e.currentTarget.value as RatingSystem | '');
          }}
        >
          <option value="">not shown</option>
          <option value="fide">FIDE: change and performance</option>
          <option value="uscf">USCF: change and performance</option>
        </select>
        <Link href={`/t/${view.id}/print/standings`}>Print</Link>
      </div>
      <ErrorBox error={error} />
      {data?.notes.map((n, i) => (
        <p class="warning" key={i}>
          {n}
        </p>
      ))}
      {data && <StandingsTable id={view.id} standings={data} />}
      {data && <TiebreakKey standings={data} />}
      <SeasonForecast view={view} />
      {view.system.explainsScores && <p>Click a name for the breakdown of the score: every game with the value used.</p>}
    </section>
  );
}
