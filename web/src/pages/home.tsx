import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { Link } from '../router.js';
import { ErrorBox, TableScroll, useDerived, useTitle } from '../common.js';
import { useSession } from '../session.js';
import { PlayerListImport } from './playerListImport.js';
import { TrfImport } from './trfImport.js';
import { ClubStaffSection } from './staff.js';
import type { ClubOfSession } from '../api.js';
import { rich, useT } from '../i18n/index.js';

export function HomePage() {
  useTitle('');
  const { t } = useT();
  const session = useSession();
  if (!session) return <main id="main" />;
  if (!session.director)
    return (
      <main id="main">
        <h1>arbiter</h1>
        <p>
          {rich(t('home.visitor'), [
            (x) => (
              <Link key="login" href="/login">
                {x}
              </Link>
            ),
            (x) => <code key="p">{x}</code>,
          ])}
        </p>
        {session.setup && <p class="notice">{rich(t('home.setupFirst'), [(x) => <code key="npm">{x}</code>])}</p>}
      </main>
    );
  return <DirectorHome key={session.director} me={session.director} clubs={session.clubs ?? []} />;
}

/** What the start page shows, when already at hand (before the server answers). */
export interface HomeData {
  readonly list: Awaited<ReturnType<typeof api.list>>;
  readonly deleted: Awaited<ReturnType<typeof api.deleted>>;
  readonly playerList: Awaited<ReturnType<typeof api.playerList>>;
}

export function DirectorHome({ me, clubs, preload }: { me: string; clubs: readonly ClubOfSession[]; preload?: HomeData }) {
  const tr = useT();
  const { t: w } = tr;
  const mayCreate = clubs.some((c) => c.may.createTournaments);
  const [changes, setChanges] = useState(0);
  const { data, error } = useDerived(() => api.list(), [changes], preload?.list);
  const deleted = useDerived(() => api.deleted(), [changes], preload?.deleted);
  const [showArchived, setShowArchived] = useState(false);
  const [restoreError, setRestoreError] = useState<unknown>();
  const shown = data?.tournaments.filter((t) => showArchived || !t.archived) ?? [];
  const archived = data?.tournaments.filter((t) => t.archived).length ?? 0;
  const bringBack = async (id: string) => {
    setRestoreError(undefined);
    try {
      await api.restoreDeleted(id);
      setChanges((n) => n + 1);
    } catch (e) {
      setRestoreError(e);
    }
  };
  const [listState, setListState] = useState(0);
  const list = useDerived(() => (mayCreate ? api.playerList('') : Promise.resolve(undefined)), [listState], preload?.playerList);

  return (
    <main id="main">
      <h1>{w('home.title')}</h1>
      <ErrorBox error={error} />
      {data && data.tournaments.length === 0 && <p>{w('home.none')}</p>}
      {archived > 0 && (
        <p>
          <label>
            <input
              type="checkbox"
              checked={showArchived}
              onChange={(e) => {
                setShowArchived(e.currentTarget.checked);
              }}
            />{' '}
            {w('home.showArchived', { count: archived })}
          </label>
        </p>
      )}
      {shown.length > 0 && (
        <TableScroll label={w('home.title')}>
          <table class="list">
            <thead>
              <tr>
                <th scope="col">{w('home.tournament')}</th>
                <th scope="col">{w('home.system')}</th>
                <th scope="col" class="num">
                  {w('home.players')}
                </th>
                <th scope="col" class="num">
                  {w('home.rounds')}
                </th>
                <th scope="col">{w('home.publicPage')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((t) => (
                <tr key={t.id}>
                  <td>
                    <Link href={`/t/${t.id}`}>{t.name}</Link>
                    {t.archived ? <span class="muted"> {w('home.archived')}</span> : null}
                  </td>
                  <td>{w(`system.${t.system}`, { defaultValue: t.system })}</td>
                  <td class="num">{t.players}</td>
                  <td class="num">{t.rounds}</td>
                  <td>
                    <Link href={`/p/${t.id}`}>/p/{t.id}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {data?.damaged.map((d) => (
        <p class="error" key={d.id}>
          {d.id}: <span lang="en">{d.error}</span>{' '}
          {rich(w('home.damaged'), [
            (x) => (
              <Link key="history" href={`/t/${d.id}/history`}>
                {x}
              </Link>
            ),
          ])}
        </p>
      ))}
      {deleted.data && deleted.data.tournaments.length > 0 && (
        <details>
          <summary>{w('home.deleted', { count: deleted.data.tournaments.length })}</summary>
          <ul>
            {deleted.data.tournaments.map((d) => (
              <li key={d.id}>
                {d.by ? w('home.deletedBy', { name: d.name || d.id, when: tr.moment(d.at), by: d.by }) : w('home.deletedAt', { name: d.name || d.id, when: tr.moment(d.at) })}{' '}
                <button type="button" class="small secondary" onClick={() => void bringBack(d.id)}>
                  {w('home.bringBack')}
                  <span class="sr-only"> {d.name || d.id}</span>
                </button>
              </li>
            ))}
          </ul>
          <ErrorBox error={restoreError} />
        </details>
      )}
      {mayCreate ? (
        <>
          <p>
            <Link href="/new" class="button">
              {w('home.newTournament')}
            </Link>
          </p>
          <TrfImport />
        </>
      ) : (
        <p>{w('home.noClub')}</p>
      )}

      <ClubStaffSection clubs={clubs} me={me} />

      {mayCreate && (
        <section>
          <h2>{w('home.playerList')}</h2>
          <p>{rich(w('home.playerListHelp'), [(x) => <code key="csv">{x}</code>])}</p>
          {list.data && <p>{list.data.imported ? w('home.listCount', { count: list.data.count }) : w('home.noList')}</p>}
          <PlayerListImport
            onSaved={() => {
              setListState((n) => n + 1);
            }}
          />
        </section>
      )}
    </main>
  );
}
