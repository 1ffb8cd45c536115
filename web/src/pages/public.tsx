import { useEffect, useState } from 'preact/hooks';
import { api, type Standings, type TournamentView } from '../api.js';
import { Link } from '../router.js';
import { ErrorBox, PairingsTable, playerName, useDerived, useTitle, useTournament } from '../common.js';
import { inFideMode } from '../../../src/core/fideMode.js';
import { StandingsTable } from './standings.js';
import { SeasonForecast } from './forecast.js';
import { browserLanguage, InLanguage, LanguageSwitch, useChosenLanguage, useT } from '../i18n/index.js';
import { PublicCrosstable, PublicHeader, PublicPlayer, PublicRound, PublicStandings, publicHref } from './publicSite.js';

/** The public pages of a tournament (issue 34): `now` (its live page), `round`, `standings`, `crosstable`, `player`. */
export const PUBLIC_PAGE_NAMES = ['now', 'round', 'standings', 'crosstable', 'player'] as const;

/**
 * The read-only pages for phones and the projector, live: the current round and the standings (`now`), and
 * every round, the standings after any round, the crosstable and each player's page. In the language the
 * visitor chose with its switch, else the tournament's (set by its director), else his browser's.
 */
export function PublicPage({ id, page = 'now', arg }: { id: string; page?: string; arg?: string | undefined }) {
  const { view, error } = useTournament(id);
  // A round or player number as the address gives it; anything else (`/round/x`): none, the current round.
  const n = arg !== undefined && /^\d{1,6}$/.test(arg) ? Number(arg) : undefined;
  const wantsStandings = page === 'now' || page === 'standings' || page === 'crosstable';
  const after = page === 'standings' && n !== undefined && Number.isInteger(n) && n < (view?.tournament.rounds.length ?? 0) ? n : undefined;
  const standings = useDerived(() => (wantsStandings ? api.standings(id, after) : Promise.resolve(undefined)), [view?.revision, page, after]);
  useTitle(view?.tournament.name ?? id);
  const chosen = useChosenLanguage();
  const lang = chosen ?? view?.tournament.language ?? browserLanguage();
  const [scrolling, setScrolling] = useState(new URLSearchParams(location.search).has('scroll'));
  useAutoScroll(scrolling);
  return (
    <InLanguage lang={lang}>
      <main id="main" class="public">
        <LanguageSwitch value={lang} />
        <ErrorBox error={error ?? standings.error} />
        {error !== undefined && !view && <BackToIndex />}
        {view && <PublicHeader view={view} page={page} />}
        {view && page === 'now' && (
          <PublicView
            view={view}
            standings={standings.data}
            scrolling={scrolling}
            onScroll={() => {
              setScrolling(!scrolling);
            }}
          />
        )}
        {view && page === 'round' && <PublicRound view={view} round={n ?? view.tournament.rounds.length} />}
        {view && page === 'standings' && <PublicStandings view={view} standings={standings.data} after={after} />}
        {view && page === 'crosstable' && <PublicCrosstable view={view} standings={standings.data} />}
        {view && page === 'player' && <PlayerPage view={view} player={n ?? 0} />}
      </main>
    </InLanguage>
  );
}

/** The way to the index, under a tournament that cannot be shown (not found, or hidden). */
function BackToIndex() {
  const { t } = useT();
  return (
    <p>
      <Link href="/p/">{t('publicSite.allTournaments')}</Link>
    </p>
  );
}

/** A player's public page, with his ranks by round and, in a FIDE-rated tournament, his live rating change. */
function PlayerPage({ view, player }: { view: TournamentView; player: number }) {
  const progress = useDerived(() => api.progress(view.id), [view.revision]);
  const rated = inFideMode(view.tournament);
  const ratings = useDerived(() => (rated ? api.standings(view.id, undefined, 'fide') : Promise.resolve(undefined)), [view.revision, rated]);
  return (
    <>
      <ErrorBox error={progress.error ?? ratings.error} />
      <PublicPlayer view={view} player={player} progress={progress.data} rating={ratings.data?.ratings?.[String(player)]} />
    </>
  );
}

/** What the live page shows of a tournament: its last round and its standings (the names link to the players' pages). */
export function PublicView({ view, standings, scrolling, onScroll }: { view: TournamentView; standings: Standings | undefined; scrolling: boolean; onScroll: () => void }) {
  const { t: tr } = useT();
  const t = view.tournament;
  const round = t.rounds[t.rounds.length - 1];
  const player = (p: number) => <Link href={publicHref(view.id, `player/${p}`)}>{playerName(t, p)}</Link>;
  return (
    <>
      <p class="live" aria-live="polite">
        {tr('public.live', { count: t.rounds.length })} ·{' '}
        <button type="button" class="link" aria-pressed={scrolling} onClick={onScroll}>
          {scrolling ? tr('public.stopScroll') : tr('public.scroll')}
        </button>
      </p>
      <div class="public-grid">
        {round && (
          <section>
            <h2>{tr('game.round', { n: round.number })}</h2>
            <PairingsTable t={t} round={round} class="list pairings" player={player} />
            {round.byes.length > 0 && <p>{tr('game.bye', { names: round.byes.map((b) => playerName(t, b)).join(', ') })}</p>}
          </section>
        )}
        {standings && (
          <section>
            <h2>{tr('public.standings')}</h2>
            <StandingsTable id={view.id} standings={standings} playerHref={(p) => publicHref(view.id, `player/${p}`)} />
            <SeasonForecast view={view} />
          </section>
        )}
      </div>
    </>
  );
}

/** For a projector: scrolls down slowly, waits at the bottom, starts again at the top. */
function useAutoScroll(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    let pause = 60;
    let backToTop = false;
    const timer = setInterval(() => {
      if (pause > 0) {
        pause--;
        return;
      }
      if (backToTop) {
        window.scrollTo(0, 0);
        backToTop = false;
        pause = 60;
      } else if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        backToTop = true;
        pause = 60;
      } else window.scrollBy(0, 2);
    }, 50);
    return () => {
      clearInterval(timer);
    };
  }, [on]);
}
