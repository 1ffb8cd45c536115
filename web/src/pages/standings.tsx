import { api, type Standings, type TournamentView } from '../api.js';
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
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StandingsPage({ view, after }: { view: TournamentView; after: string | undefined }) {
  const rounds = view.tournament.rounds.length;
  const afterRound = after !== undefined ? Number(after) : undefined;
  const { data, error } = useDerived(() => api.standings(view.id, afterRound), [view.revision, afterRound]);
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
        <Link href={`/t/${view.id}/print/standings`}>Print</Link>
      </div>
      <ErrorBox error={error} />
      {data?.notes.map((n, i) => (
        <p class="warning" key={i}>
          {n}
        </p>
      ))}
      {data && <StandingsTable id={view.id} standings={data} />}
      {view.tournament.settings.system === 'keizer' && <p>Click a name for the breakdown of the score: every game with the value used.</p>}
    </section>
  );
}
