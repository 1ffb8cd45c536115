import { useState } from 'preact/hooks';
import { api, type RatingRow, type RatingSystem, type Standings, type TournamentView } from '../api.js';
import { Link, navigate } from '../router.js';
import { ErrorBox, score, useDerived } from '../shared.js';

export function StandingsTable({ id, standings, links = true, caption }: { id: string; standings: Standings; links?: boolean; caption?: string }) {
  const hasValue = standings.rows.some((r) => r.value !== undefined);
  const tiebreaks = standings.tiebreakInfo ?? [];
  return (
    <table class="list standings">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col" class="num">Rank</th>
          <th scope="col">Name</th>
          <th scope="col" class="num">Score</th>
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
          <th scope="col" class="num">Games</th>
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
            <td>{links ? <Link href={`/t/${id}/player/${r.id}`}>{r.name}</Link> : r.name}</td>
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
          onChange={(e) => navigate(`/t/${view.id}/standings${e.currentTarget.value ? `?after=${e.currentTarget.value}` : ''}`, { replace: true })}
        >
          <option value="">latest ({rounds})</option>
          {Array.from({ length: rounds + 1 }, (_, k) => (
            <option key={k} value={String(k)}>
              {k === 0 ? 'before round 1' : k}
            </option>
          ))}
        </select>
        <label for="ratings">Ratings</label>
        <select id="ratings" value={ratings} onChange={(e) => setRatings(e.currentTarget.value as RatingSystem | '')}>
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
      {view.system.explainsScores && <p>Click a name for the breakdown of the score: every game with the value used.</p>}
    </section>
  );
}
