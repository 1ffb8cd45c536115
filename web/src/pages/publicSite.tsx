import { api, type Progress, type PublicClub, type PublicSummary, type RatingRow, type Standings, type TournamentView } from '../api.js';
import { Link } from '../router.js';
import { ErrorBox, leftWords, PairingsTable, RESULT_LABEL, TableScroll, playerName, useDerived, useTitle } from '../common.js';
import { gameOf, isAbsence } from '../../../src/core/round.js';
import { pointsOf } from '../../../src/core/game.js';
import { InLanguage, LanguageSwitch, useT, useUserLanguage } from '../i18n/index.js';
import { StandingsTable, TiebreakKey } from './standings.js';
import { Crosstable, RoundsTable, SQUARE_LIMIT } from './crosstable.js';

/**
 * The public side of the server (issue 34): the index of the published tournaments (per club), and a
 * tournament's pages besides its live page — every round, the standings after any round, the crosstable,
 * each player's page. Read-only, for a phone first; what they show the server computed (the shells hold no
 * rule): the pairings, the standings and their tie-breaks, the ranks by round, the live rating changes.
 */

/** The address of a tournament's public page `page` (`round/3`, `player/12`; none: its live page). */
export const publicHref = (id: string, page?: string) => `/p/${encodeURIComponent(id)}${page ? `/${page}` : ''}`;

/** `/p/` (every club) or `/p/club/ID` (one club): the published tournaments, newest first. */
export function PublicIndexPage({ club }: { club?: string | undefined }) {
  const lang = useUserLanguage();
  const { data, error } = useDerived(() => api.publicIndex(club), [club]);
  return (
    <InLanguage lang={lang}>
      <main id="main" class="public">
        <LanguageSwitch value={lang} />
        <ErrorBox error={error} />
        {data && <PublicIndex clubs={data.clubs} club={club} />}
      </main>
    </InLanguage>
  );
}

/** The index itself: a section per club (one on a server without clubs), current tournaments before finished ones. */
export function PublicIndex({ clubs, club }: { clubs: readonly PublicClub[]; club: string | undefined }) {
  const { t } = useT();
  const title = club !== undefined && clubs[0]?.name ? t('publicSite.clubTitle', { club: clubs[0].name }) : t('publicSite.indexTitle');
  useTitle(title);
  return (
    <>
      <h1>{title}</h1>
      {club !== undefined && (
        <p>
          <Link href="/p/">{t('publicSite.allClubs')}</Link>
        </p>
      )}
      {clubs.length === 0 && <p>{t('publicSite.none')}</p>}
      {clubs.map((c) => (
        <section key={c.id ?? ''} class="public-index">
          {club === undefined && c.name !== null && (
            <h2>
              <Link href={`/p/club/${encodeURIComponent(c.id!)}`}>{c.name}</Link>
            </h2>
          )}
          <TournamentList list={c.tournaments.filter((x) => !x.archived)} />
          {c.tournaments.some((x) => x.archived) && (
            <>
              <h3>{t('publicSite.finished')}</h3>
              <TournamentList list={c.tournaments.filter((x) => x.archived)} />
            </>
          )}
        </section>
      ))}
    </>
  );
}

function TournamentList({ list }: { list: readonly PublicSummary[] }) {
  const { t, date } = useT();
  if (list.length === 0) return null;
  return (
    <ul class="tournaments">
      {list.map((x) => {
        const when = x.startDate && (x.endDate && x.endDate !== x.startDate ? `${date(x.startDate)} – ${date(x.endDate)}` : date(x.startDate));
        const rounds = !x.plannedRounds
          ? t('tabs.paired', { count: x.rounds })
          : x.rounds === 0
            ? t('publicSite.planned', { count: x.plannedRounds })
            : t('publicSite.roundsOf', { count: x.rounds, of: x.plannedRounds });
        const facts = [t(`system.${x.system}`), x.place, when, t('tabs.players', { count: x.players }), rounds].filter(Boolean);
        return (
          <li key={x.id}>
            <Link href={publicHref(x.id)}>{x.name}</Link>
            <br />
            <small>{facts.join(' · ')}</small>
          </li>
        );
      })}
    </ul>
  );
}

/** The tournament's name, where and when, and its public pages (the page shown marked). */
export function PublicHeader({ view, page }: { view: TournamentView; page: string }) {
  const { t, date } = useT();
  const tr = view.tournament;
  const d = tr.details;
  const when = d?.startDate && (d.endDate && d.endDate !== d.startDate ? `${date(d.startDate)} – ${date(d.endDate)}` : date(d.startDate));
  const facts = [t(`system.${tr.settings.system}`), d?.place, when].filter(Boolean);
  const pages: [string, string, string][] = [
    ['now', publicHref(view.id), t('publicSite.now')],
    ['round', publicHref(view.id, `round/${Math.max(1, tr.rounds.length)}`), t('publicSite.rounds')],
    ['standings', publicHref(view.id, 'standings'), t('publicSite.standings')],
    ['crosstable', publicHref(view.id, 'crosstable'), t('publicSite.crosstable')],
  ];
  return (
    <>
      <p class="breadcrumb">
        <Link href="/p/">{t('publicSite.allTournaments')}</Link>
      </p>
      <h1>{tr.name}</h1>
      {facts.length > 0 && <p class="subtitle">{facts.join(' · ')}</p>}
      {tr.published === false && (
        <p class="notice" role="status">
          {t('publicSite.hiddenNotice')}
        </p>
      )}
      <nav class="tabs" aria-label={t('publicSite.pages')}>
        {pages.map(([key, href, label]) => (
          <Link key={key} href={href} aria-current={page === key ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
    </>
  );
}

/** A round's pairings and results (`/p/ID/round/N`), with a link to each round and each player. */
export function PublicRound({ view, round }: { view: TournamentView; round: number }) {
  const { t } = useT();
  const tr = view.tournament;
  const r = tr.rounds.find((x) => x.number === round);
  const absent = tr.absences.filter((a) => a.round === round && isAbsence(a));
  return (
    <section>
      <RoundLinks view={view} current={round} href={(n) => publicHref(view.id, `round/${n}`)} />
      <h2>{t('game.round', { n: round })}</h2>
      {!r && <p>{tr.rounds.length === 0 ? t('publicSite.noRoundYet') : t('publicSite.noRound', { n: round })}</p>}
      {r && (
        <>
          <PairingsTable t={tr} round={r} class="list pairings" player={(p) => <Link href={publicHref(view.id, `player/${p}`)}>{playerName(tr, p)}</Link>} />
          {r.byes.length > 0 && <p>{t('game.bye', { names: r.byes.map((b) => playerName(tr, b)).join(', ') })}</p>}
          {absent.length > 0 && <p>{t('publicSite.absent', { names: absent.map((a) => playerName(tr, a.player)).join(', ') })}</p>}
        </>
      )}
    </section>
  );
}

/** One link a round (the standings: also "before round 1"). */
function RoundLinks({ view, current, href, from = 1 }: { view: TournamentView; current: number | undefined; href: (n: number) => string; from?: number }) {
  const { t } = useT();
  const n = view.tournament.rounds.length;
  if (n === 0) return null;
  return (
    <nav class="rounds" aria-label={t('publicSite.roundList')}>
      {Array.from({ length: n - from + 1 }, (_, k) => k + from).map((k) => (
        <Link key={k} href={href(k)} aria-current={current === k ? 'page' : undefined}>
          {k}
        </Link>
      ))}
    </nav>
  );
}

/** The standings after round `after` (undefined: the latest), as the director's page shows them, names linking to the players. */
export function PublicStandings({ view, standings, after }: { view: TournamentView; standings: Standings | undefined; after: number | undefined }) {
  const { t } = useT();
  const n = view.tournament.rounds.length;
  return (
    <section>
      <RoundLinks view={view} current={after ?? n} href={(k) => publicHref(view.id, `standings/${k}`)} />
      <h2>{after !== undefined && after < n ? t('standings.titleAfter', { n: after }) : t('publicSite.standingsNow', { count: n })}</h2>
      {standings && (
        <>
          <StandingsTable id={view.id} standings={standings} playerHref={(p) => publicHref(view.id, `player/${p}`)} />
          <TiebreakKey standings={standings} />
        </>
      )}
    </section>
  );
}

/** The crosstable: player against player for a small field, by round (the wallchart) for a large one. */
export function PublicCrosstable({ view, standings }: { view: TournamentView; standings: Standings | undefined }) {
  const { t } = useT();
  const href = (p: number) => publicHref(view.id, `player/${p}`);
  const square = view.tournament.players.length <= SQUARE_LIMIT;
  return (
    <section>
      <h2>{t('crosstable.title')}</h2>
      <p>{square ? t('crosstable.explainSquare') : t('crosstable.explainRounds')}</p>
      {standings && (square ? <Crosstable view={view} standings={standings} playerHref={href} /> : <RoundsTable view={view} standings={standings} playerHref={href} />)}
    </section>
  );
}

/**
 * A player's page: his public fields, his games round by round with his score and rank after each (as the
 * server ranks them), and his rating change where the tournament is rated (FIDE mode: the live FIDE change).
 */
export function PublicPlayer({ view, player, progress, rating }: { view: TournamentView; player: number; progress: Progress | undefined; rating: RatingRow | undefined }) {
  const { t, score, fixed } = useT();
  const tr = view.tournament;
  const p = tr.players.find((x) => x.id === player);
  if (!p) return <p class="error">{t('publicSite.noPlayer', { n: player })}</p>;
  const after = new Map(progress?.rounds.map((r) => [r.round, r.rows.find((x) => x.id === player)]));
  const facts = [p.title, p.rating !== undefined ? t('publicSite.rating', { rating: p.rating }) : t('publicSite.unrated'), p.club, p.federation, leftWords(t, p)].filter(Boolean);
  const last = tr.rounds.length ? after.get(tr.rounds.length) : undefined;
  return (
    <section>
      <h2>{p.name}</h2>
      <p>{facts.join(' · ')}</p>
      {last && <p class="player-score">{t('publicSite.rankScore', { rank: last.rank, score: score(last.score) })}</p>}
      {rating && rating.games > 0 && rating.change !== undefined && (
        <p class="rating-change">
          {t('publicSite.ratingChange', { change: `${rating.change >= 0 ? '+' : '−'}${fixed(Math.abs(rating.change), 1)}` })}
          {rating.performance !== undefined && ` · ${t('publicSite.performance', { performance: Math.round(rating.performance) })}`}
        </p>
      )}
      <TableScroll label={t('publicSite.games')}>
        <table class="list compact">
          <caption>{t('publicSite.games')}</caption>
          <thead>
            <tr>
              <th scope="col" class="num">
                {t('publicSite.round')}
              </th>
              <th scope="col">{t('publicSite.opponent')}</th>
              <th scope="col">{t('game.result')}</th>
              <th scope="col" class="num">
                {t('standings.score')}
              </th>
              <th scope="col" class="num">
                {t('standings.rank')}
              </th>
            </tr>
          </thead>
          <tbody>
            {tr.rounds.map((r) => {
              const g = gameOf(r, player);
              const absence = tr.absences.find((a) => a.round === r.number && a.player === player && isAbsence(a));
              const opp = g && (g.white === player ? g.black : g.white);
              const what = g
                ? `${g.white === player ? t('publicSite.asWhite') : t('publicSite.asBlack')} ${g.result ? RESULT_LABEL[g.result] : g.postponed ? t('publicSite.postponed') : '*'}${g.result ? ` (${score(pointsOf(g, player))})` : ''}`
                : r.byes.includes(player)
                  ? t('publicSite.bye')
                  : absence
                    ? t(`absence.${absence.kind}`)
                    : t('publicSite.notPlayed');
              return (
                <tr key={r.number}>
                  <td class="num">
                    <Link href={publicHref(view.id, `round/${r.number}`)}>{r.number}</Link>
                  </td>
                  <td>{opp !== undefined ? <Link href={publicHref(view.id, `player/${opp}`)}>{playerName(tr, opp)}</Link> : ''}</td>
                  <td>{what}</td>
                  <td class="num">{score(after.get(r.number)?.score)}</td>
                  <td class="num">{after.get(r.number)?.rank ?? ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
