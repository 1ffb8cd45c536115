import { useEffect, useState } from 'preact/hooks';
import { api, type Standings, type TournamentView } from '../api.js';
import { ErrorBox, PairingsTable, playerName, useDerived, useTitle, useTournament } from '../common.js';
import { StandingsTable } from './standings.js';
import { SeasonForecast } from './forecast.js';
import { browserLanguage, InLanguage, LanguageSwitch, useChosenLanguage, useT } from '../i18n/index.js';

/**
 * The read-only page for phones and the projector: the current round and the standings, live. In the
 * language the visitor chose with its switch, else the tournament's (set by its director), else his browser's.
 */
export function PublicPage({ id }: { id: string }) {
  const { view, error } = useTournament(id);
  const standings = useDerived(() => api.standings(id), [view?.revision]);
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
        {view && (
          <PublicView
            view={view}
            standings={standings.data}
            scrolling={scrolling}
            onScroll={() => {
              setScrolling(!scrolling);
            }}
          />
        )}
      </main>
    </InLanguage>
  );
}

/** What the public page shows of a tournament: its last round and its standings. */
export function PublicView({ view, standings, scrolling, onScroll }: { view: TournamentView; standings: Standings | undefined; scrolling: boolean; onScroll: () => void }) {
  const { t: tr } = useT();
  const t = view.tournament;
  const round = t.rounds[t.rounds.length - 1];
  return (
    <>
      <h1>{t.name}</h1>
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
            <PairingsTable t={t} round={round} class="list pairings" />
            {round.byes.length > 0 && <p>{tr('game.bye', { names: round.byes.map((b) => playerName(t, b)).join(', ') })}</p>}
          </section>
        )}
        {standings && (
          <section>
            <h2>{tr('public.standings')}</h2>
            <StandingsTable id={view.id} standings={standings} links={false} />
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
