import { useState } from 'preact/hooks';
import { api, type ClubOfSession, type ClubRole } from '../api.js';
import { ErrorBox, Notice, useDerived } from '../common.js';

/**
 * The directors of each of the director's clubs (issue 31): an admin adds an assistant (a name and a first
 * password she changes later), makes a director admin or member, and takes one out; a member sees who
 * directs the club and why he cannot change it.
 */
export function ClubStaffSection({ clubs, me }: { clubs: readonly ClubOfSession[]; me: string }) {
  if (clubs.length === 0)
    return (
      <section>
        <h2>Club</h2>
        <p>You belong to no club yet, so you direct only the tournaments you were named for. A club's admin can add you to the club.</p>
      </section>
    );
  return (
    <>
      {clubs.map((club) => (
        <ClubStaff key={club.id} club={club} me={me} />
      ))}
    </>
  );
}

function ClubStaff({ club, me }: { club: ClubOfSession; me: string }) {
  const [changes, setChanges] = useState(0);
  const staff = useDerived(() => api.clubDirectors(club.id), [changes, club.id]);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<ClubRole>('member');
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const admin = club.may.manageStaff;

  const run = async (work: () => Promise<unknown>, message: string) => {
    setError(undefined);
    setDone(undefined);
    try {
      await work();
      setDone(message);
      setChanges((n) => n + 1);
    } catch (e) {
      setError(e);
    }
  };
  const add = async (e: Event) => {
    e.preventDefault();
    await run(() => api.addClubDirector(club.id, name.trim(), password, role), `${name.trim()} was added as ${role}. Give her the name and the password; she logs in at /login.`);
    setName('');
    setPassword('');
  };

  const id = (what: string) => `staff-${club.id}-${what}`;
  return (
    <section>
      <h2>Directors of {club.name}</h2>
      <p>
        You are {club.role === 'admin' ? 'an admin' : 'a member'} of this club.{' '}
        {admin
          ? 'As its admin you add and remove its directors; every director of the club directs its tournaments and uses its player lists.'
          : `Only an admin of ${club.name} adds and removes its directors, so those buttons are not shown to you.`}
      </p>
      <ErrorBox error={staff.error} />
      {staff.data && (
        <ul>
          {staff.data.directors.map((d) => (
            <li key={d.name}>
              {d.name} ({d.role})
              {admin && d.name !== me && (
                <>
                  {' '}
                  <button
                    type="button"
                    class="small secondary"
                    onClick={() =>
                      void run(() => api.setClubRole(club.id, d.name, d.role === 'admin' ? 'member' : 'admin'), `${d.name} is now ${d.role === 'admin' ? 'a member' : 'an admin'}.`)
                    }
                  >
                    {d.role === 'admin' ? 'Make member' : 'Make admin'}
                    <span class="sr-only"> {d.name}</span>
                  </button>{' '}
                  <button
                    type="button"
                    class="small secondary"
                    onClick={() => void run(() => api.removeClubDirector(club.id, d.name), `${d.name} no longer directs for ${club.name}.`)}
                  >
                    Remove<span class="sr-only"> {d.name}</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {admin && (
        <form onSubmit={(e) => void add(e)}>
          <h3>Add a director</h3>
          <p>
            <label for={id('name')}>Name (one word)</label>{' '}
            <input
              id={id('name')}
              value={name}
              autoComplete="off"
              onInput={(e) => {
                setName(e.currentTarget.value);
              }}
              required
            />
          </p>
          <p>
            <label for={id('password')}>First password (at least 10 characters)</label>{' '}
            <input
              id={id('password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onInput={(e) => {
                setPassword(e.currentTarget.value);
              }}
              required
            />
          </p>
          <p>
            <label for={id('role')}>Role</label>{' '}
            <select
              id={id('role')}
              value={role}
              onChange={(e) => {
                setRole(e.currentTarget.value as ClubRole);
              }}
            >
              <option value="member">member: directs the club's tournaments</option>
              <option value="admin">admin: also adds and removes directors</option>
            </select>
          </p>
          <button type="submit">Add director</button>
        </form>
      )}
      <ErrorBox error={error} />
      {done && <Notice>{done}</Notice>}
    </section>
  );
}
