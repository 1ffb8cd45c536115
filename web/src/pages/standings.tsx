import { useState } from 'preact/hooks';
import { api, type RatingRow, type RatingSystem, type Standings, type Tournament, type TournamentView } from '../api.js';
import { Link, navigate } from '../router.js';
import { ErrorBox, score, TableScroll, useDerived } from '../common.js';
import { SeasonForecast } from './forecast.js';

/**
 * The standings: rank, name, score, the Keizer value or every tie-break, games played. With `players`
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
            <th scope="col" class="num">
              Games
            </th>
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
              <td>{links ? <Link href={`/t/${id}/player/${r.id}`}>{r.name}</Link> : r.name}</td>
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
              <td class="num">{r.played}</td>
              {standings.ratings && <RatingCells row={standings.ratings[String(r.id)]} />}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The key to the tie-break columns: each abbreviation, its name and its article of C.07. */
export function TiebreakKey({ standings }: { standings: Standings }) {
  const list = standings.tiebreakInfo ?? [];
  if (list.length === 0) return null;
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
