import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { Link } from '../router.js';
import { ErrorBox, TableScroll, useDerived, useTitle } from '../common.js';
import { useSession } from '../session.js';
import { PlayerListImport } from './playerListImport.js';
import { TrfImport } from './trfImport.js';
import { ClubStaffSection } from './staff.js';
import type { ClubOfSession } from '../api.js';

export function HomePage() {
  useTitle('');
  const session = useSession();
  if (!session) return <main id="main" />;
  if (!session.director)
    return (
      <main id="main">
        <h1>arbiter</h1>
        <p>
          Directors <Link href="/login">log in</Link> to run their tournaments. Players and spectators follow a tournament on its public page (the link the director shares,{' '}
          <code>/p/…</code>).
        </p>
        {session.setup && (
          <p class="notice">
            No director exists yet: open the one-time setup link that <code>npm start</code> printed, on this computer, to make the first one.
          </p>
        )}
      </main>
    );
  return <DirectorHome key={session.director} me={session.director} clubs={session.clubs ?? []} />;
}

function DirectorHome({ me, clubs }: { me: string; clubs: readonly ClubOfSession[] }) {
  const mayCreate = clubs.some((c) => c.may.createTournaments);
  const [changes, setChanges] = useState(0);
  const { data, error } = useDerived(() => api.list(), [changes]);
  const deleted = useDerived(() => api.deleted(), [changes]);
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
  const list = useDerived(() => (mayCreate ? api.playerList('') : Promise.resolve(undefined)), [listState]);

  return (
    <main id="main">
      <h1>Tournaments</h1>
      <ErrorBox error={error} />
      {data && data.tournaments.length === 0 && <p>No tournaments yet in this folder.</p>}
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
            Show the {archived} archived
          </label>
        </p>
      )}
      {shown.length > 0 && (
        <TableScroll label="Tournaments">
          <table class="list">
            <thead>
              <tr>
                <th scope="col">Tournament</th>
                <th scope="col">System</th>
                <th scope="col" class="num">
                  Players
                </th>
                <th scope="col" class="num">
                  Rounds
                </th>
                <th scope="col">Public page</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((t) => (
                <tr key={t.id}>
                  <td>
                    <Link href={`/t/${t.id}`}>{t.name}</Link>
                    {t.archived ? <span class="muted"> (archived)</span> : null}
                  </td>
                  <td>{t.system}</td>
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
          {d.id}: {d.error} (its <Link href={`/t/${d.id}/history`}>history</Link> can bring back a good version)
        </p>
      ))}
      {deleted.data && deleted.data.tournaments.length > 0 && (
        <details>
          <summary>Deleted tournaments ({deleted.data.tournaments.length})</summary>
          <ul>
            {deleted.data.tournaments.map((d) => (
              <li key={d.id}>
                {d.name || d.id}, deleted {new Date(d.at).toLocaleString()}
                {d.by ? ` by ${d.by}` : ''}{' '}
                <button type="button" class="small secondary" onClick={() => void bringBack(d.id)}>
                  Bring back<span class="sr-only"> {d.name || d.id}</span>
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
              New tournament
            </Link>
          </p>
          <TrfImport />
        </>
      ) : (
        <p>New tournaments are made in a club: a club's admin can add you to one.</p>
      )}

      <ClubStaffSection clubs={clubs} me={me} />

      {mayCreate && (
        <section>
          <h2>Player list</h2>
          <p>
            The federation's list (<code>players.csv</code>: federation id, name, club number, rating, games played, or any CSV with a header row naming its columns, separated by
            commas or semicolons), or the FIDE rating list (TXT or XML). Players are then added by name, id or club.
          </p>
          {list.data && <p>{list.data.imported ? `${list.data.count} players in the list.` : 'No player list imported yet.'}</p>}
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
