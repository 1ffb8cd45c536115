import { Link } from '../router.js';
import { ConflictBox, ErrorBox, FideModeBadge, useTitle, useTournament } from '../common.js';
import { PlayersPage } from './players.js';
import { RoundPage } from './round.js';
import { StandingsPage } from './standings.js';
import { CrosstablePage } from './crosstable.js';
import { ChartPage } from './chart.js';
import { PlayerPage } from './player.js';
import { HistoryPage } from './history.js';
import { SettingsPage } from './settings.js';
import { useSession } from '../session.js';
import { api } from '../api.js';
import { DetailsEditor } from './details.js';
import { BelgianEloPanel } from './belgianElo.js';

/** The director's screens of one tournament, with a tab bar. */
export function TournamentPages(props: { id: string; tab: string; arg: string | undefined; query: URLSearchParams }) {
  const session = useSession();
  if (!session) return <main id="main" />;
  if (!session.director)
    return (
      <main id="main">
        <h1>Log in to direct this tournament</h1>
        <p>
          <Link href={`/login?next=${encodeURIComponent(location.pathname)}`}>Log in</Link> as one of its directors, or follow it on its{' '}
          <Link href={`/p/${props.id}`}>public page</Link>.
        </p>
      </main>
    );
  return <DirectorPages {...props} />;
}

function DirectorPages({ id, tab, arg, query }: { id: string; tab: string; arg: string | undefined; query: URLSearchParams }) {
  const state = useTournament(id);
  const { view, error } = state;
  useTitle(view?.tournament.name ?? id);
  if (!view)
    return (
      <main id="main">
        {error ? <ErrorBox error={error} /> : <p>Loading…</p>}
        {/* A tournament that cannot be read can still be brought back to a good version. */}
        {error !== undefined && tab === 'history' && <HistoryPage state={state} id={id} revision={undefined} />}
        {error !== undefined && tab !== 'history' && (
          <p>
            <Link href={`/t/${id}/history`}>Its history</Link> can bring back a version that reads.
          </p>
        )}
      </main>
    );
  const t = view.tournament;
  const current = t.rounds.length;
  const tabs: [string, string, string][] = [
    ['players', `/t/${id}/players`, 'Players'],
    ['round', `/t/${id}/round`, 'Rounds'],
    ['standings', `/t/${id}/standings`, 'Standings'],
    ['crosstable', `/t/${id}/crosstable`, 'Crosstable'],
    ['chart', `/t/${id}/chart`, 'Chart'],
    ['print', `/t/${id}/print`, 'Print'],
    ['settings', `/t/${id}/settings`, 'Settings'],
    ['history', `/t/${id}/history`, 'History'],
  ];
  let page;
  switch (tab) {
    case 'players':
      page = <PlayersPage state={state} view={view} />;
      break;
    case 'round':
      page = <RoundPage state={state} view={view} round={arg ? Number(arg) : undefined} />;
      break;
    case 'standings':
      page = <StandingsPage view={view} after={query.get('after') ?? undefined} />;
      break;
    case 'crosstable':
      page = <CrosstablePage view={view} />;
      break;
    case 'chart':
      page = <ChartPage view={view} />;
      break;
    case 'player':
      page = <PlayerPage view={view} player={Number(arg)} />;
      break;
    case 'print':
      page = (
        <>
          <PrintMenu id={id} rounds={current} schedule={view.system.fixedSchedule} />
          <BelgianEloPanel id={id} rounds={current} />
        </>
      );
      break;
    case 'history':
      page = <HistoryPage state={state} id={id} revision={view.revision} />;
      break;
    case 'settings':
      page = <SettingsPage state={state} view={view} />;
      break;
    default:
      page = <p>There is no page “{tab}”.</p>;
  }
  return (
    <main id="main">
      <h1>
        {t.name} <FideModeBadge t={t} />
      </h1>
      <p class="subtitle">
        {t.settings.system} · {t.players.length} players · {current} {current === 1 ? 'round' : 'rounds'} paired
        {t.plannedRounds ? ` of ${t.plannedRounds}` : ''} · public page <Link href={`/p/${id}`}>/p/{id}</Link> · <a href={`/api/tournaments/${id}/file`}>download the file</a> ·{' '}
        <a href={api.trfUrl(id, '2026')}>TRF-2026</a> · <a href={api.trfUrl(id, '16')}>TRF16</a> · <Link href={`/t/${id}/print#belgian-elo`}>Belgian Elo</Link>
      </p>
      <DetailsEditor state={state} view={view} />
      <ConflictBox message={state.conflict} onDismiss={state.dismissConflict} />
      <nav class="tabs" aria-label="Tournament">
        {tabs.map(([key, href, label]) => (
          <Link key={key} href={href} aria-current={tab === key ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {tab !== 'players' && tab !== 'round' && tab !== 'history' && <ErrorBox error={error} />}
      {page}
    </main>
  );
}

function PrintMenu({ id, rounds, schedule }: { id: string; rounds: number; schedule: boolean }) {
  return (
    <section>
      <h2>Print views (A4)</h2>
      <ul>
        {schedule && (
          <li>
            <a href={`/t/${id}/print/schedule`}>Schedule of every round (pairing numbers)</a>
          </li>
        )}
        {rounds > 0 && (
          <>
            <li>
              <a href={`/t/${id}/print/pairings/${rounds}?order=board`}>Pairings of round {rounds} by board</a>
            </li>
            <li>
              <a href={`/t/${id}/print/pairings/${rounds}?order=alpha`}>Pairings of round {rounds} alphabetically</a>
            </li>
          </>
        )}
        <li>
          <a href={`/t/${id}/print/standings`}>Standings</a>
        </li>
        <li>
          <a href={`/t/${id}/print/crosstable`}>Crosstable</a>
        </li>
      </ul>
    </section>
  );
}
