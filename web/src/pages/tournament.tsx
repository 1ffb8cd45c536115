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
import { UscfReportPanel } from './uscfReport.js';
import { useT } from '../i18n/index.js';
import { PublishingPanel } from './publishing.js';

/** The director's screens of one tournament, with a tab bar. */
export function TournamentPages(props: { id: string; tab: string; arg: string | undefined; query: URLSearchParams }) {
  const session = useSession();
  const { t } = useT();
  if (!session) return <main id="main" />;
  if (!session.director)
    return (
      <main id="main">
        <h1>{t('tabs.logInTitle')}</h1>
        <p>
          <Link href={`/login?next=${encodeURIComponent(location.pathname)}`}>{t('app.logIn')}</Link> {t('tabs.logInText')}{' '}
          <Link href={`/p/${props.id}`}>{t('tabs.publicPage')}</Link>.
        </p>
      </main>
    );
  return <DirectorPages {...props} />;
}

function DirectorPages({ id, tab, arg, query }: { id: string; tab: string; arg: string | undefined; query: URLSearchParams }) {
  const state = useTournament(id);
  const { view, error } = state;
  const { t: tr } = useT();
  useTitle(view?.tournament.name ?? id);
  if (!view)
    return (
      <main id="main">
        {error ? <ErrorBox error={error} /> : <p>{tr('app.loading')}</p>}
        {/* A tournament that cannot be read can still be brought back to a good version. */}
        {error !== undefined && tab === 'history' && <HistoryPage state={state} id={id} revision={undefined} />}
        {error !== undefined && tab !== 'history' && (
          <p>
            <Link href={`/t/${id}/history`}>{tr('tabs.historyLink')}</Link> {tr('tabs.historyText')}
          </p>
        )}
      </main>
    );
  const t = view.tournament;
  const current = t.rounds.length;
  const tabs: [string, string, string][] = [
    ['players', `/t/${id}/players`, tr('tabs.players')],
    ['round', `/t/${id}/round`, tr('tabs.round')],
    ['standings', `/t/${id}/standings`, tr('tabs.standings')],
    ['crosstable', `/t/${id}/crosstable`, tr('tabs.crosstable')],
    ['chart', `/t/${id}/chart`, tr('tabs.chart')],
    ['print', `/t/${id}/print`, tr('tabs.print')],
    ['settings', `/t/${id}/settings`, tr('tabs.settings')],
    ['history', `/t/${id}/history`, tr('tabs.history')],
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
          <UscfReportPanel id={id} tournament={t} />
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
      page = <p>{tr('tabs.noTab', { tab })}</p>;
  }
  return (
    <main id="main">
      <h1>
        {t.name} <FideModeBadge t={t} />
      </h1>
      <p class="subtitle">
        {tr(`system.${t.settings.system}`)} · {tr('tabs.players', { count: t.players.length })} · {tr('tabs.paired', { count: current })}
        {t.plannedRounds ? ` ${tr('tabs.ofPlanned', { n: t.plannedRounds })}` : ''} · {tr('tabs.publicLink')} <Link href={`/p/${id}`}>/p/{id}</Link> ·{' '}
        <a href={`/api/tournaments/${id}/file`}>{tr('tabs.download')}</a> · <a href={api.trfUrl(id, '2026')}>TRF-2026</a> · <a href={api.trfUrl(id, '16')}>TRF16</a> ·{' '}
        <Link href={`/t/${id}/print#belgian-elo`}>{tr('belgian.link')}</Link>
      </p>
      <PublishingPanel state={state} view={view} />
      <DetailsEditor state={state} view={view} />
      <ConflictBox message={state.conflict} onDismiss={state.dismissConflict} />
      <nav class="tabs" aria-label={tr('tabs.label')}>
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
  const { t } = useT();
  return (
    <section>
      <h2>{t('print.sheets')}</h2>
      <ul>
        {schedule && (
          <li>
            <a href={`/t/${id}/print/schedule`}>{t('print.scheduleLink')}</a>
          </li>
        )}
        {rounds > 0 && (
          <>
            <li>
              <a href={`/t/${id}/print/pairings/${rounds}?order=board`}>{t('print.pairingsBoardLink', { n: rounds })}</a>
            </li>
            <li>
              <a href={`/t/${id}/print/pairings/${rounds}?order=alpha`}>{t('print.pairingsAlphaLink', { n: rounds })}</a>
            </li>
            <li>
              <a href={`/t/${id}/print/slips/${rounds}`}>{t('ownResults.slipsLink', { n: rounds })}</a>
            </li>
            <li>
              <a href={`/t/${id}/print/scoresheets/${rounds}`}>{t('print.scoreSheetsLink', { n: rounds })}</a>
            </li>
          </>
        )}
        <li>
          <a href={`/t/${id}/print/standings`}>{t('print.standingsLink')}</a>
        </li>
        <li>
          <a href={`/t/${id}/print/crosstable`}>{t('print.crosstableLink')}</a>
        </li>
      </ul>
    </section>
  );
}
