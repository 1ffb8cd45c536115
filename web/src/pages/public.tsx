import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorBox, PairingsTable, playerName, useDerived, useTitle, useTournament } from '../common.js';
import { StandingsTable } from './standings.js';
import { SeasonForecast } from './forecast.js';

/** The read-only page for phones and the projector: the current round and the standings, live. */
export function PublicPage({ id }: { id: string }) {
  const { view, error } = useTournament(id);
  const standings = useDerived(() => api.standings(id), [view?.revision]);
  useTitle(view?.tournament.name ?? id);
  const t = view?.tournament;
  const round = t?.rounds[t.rounds.length - 1];
  const [scrolling, setScrolling] = useState(new URLSearchParams(location.search).has('scroll'));
  useAutoScroll(scrolling);
  return (
    <main id="main" class="public">
      <ErrorBox error={error ?? standings.error} />
      {t && (
        <>
          <h1>{t.name}</h1>
          <p class="live" aria-live="polite">
            Updates by itself when results come in · {t.rounds.length} {t.rounds.length === 1 ? 'round' : 'rounds'} ·{' '}
            <button
              type="button"
              class="link"
              aria-pressed={scrolling}
              onClick={() => {
                setScrolling(!scrolling);
              }}
            >
              {scrolling ? 'stop scrolling' : 'scroll by itself (projector)'}
            </button>
          </p>
          <div class="public-grid">
            {round && (
              <section>
                <h2>Round {round.number}</h2>
                <PairingsTable t={t} round={round} class="list pairings" />
                {round.byes.length > 0 && <p>Bye: {round.byes.map((b) => playerName(t, b)).join(', ')}</p>}
              </section>
            )}
            {standings.data && (
              <section>
                <h2>Standings</h2>
                <StandingsTable id={id} standings={standings.data} links={false} />
                <SeasonForecast view={view} />
              </section>
            )}
          </div>
        </>
      )}
    </main>
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
