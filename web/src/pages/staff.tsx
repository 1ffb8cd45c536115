import { useState } from 'preact/hooks';
import { api, type ClubOfSession, type ClubRole } from '../api.js';
import { ErrorBox, Notice, useDerived } from '../common.js';
import { useT } from '../i18n/index.js';

/**
 * The directors of each of the director's clubs (issue 31): an admin adds an assistant (a name and a first
 * password she changes later), makes a director admin or member, and takes one out; a member sees who
 * directs the club and why he cannot change it.
 */
export function ClubStaffSection({ clubs, me }: { clubs: readonly ClubOfSession[]; me: string }) {
  const { t } = useT();
  if (clubs.length === 0)
    return (
      <section>
        <h2>{t('staff.club')}</h2>
        <p>{t('staff.noClub')}</p>
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
  const { t } = useT();
  const roleWord = (r: ClubRole) => t(r === 'admin' ? 'staff.roleAdmin' : 'staff.roleMember');
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
    await run(() => api.addClubDirector(club.id, name.trim(), password, role), t('staff.added', { name: name.trim(), role: roleWord(role) }));
    setName('');
    setPassword('');
  };

  const id = (what: string) => `staff-${club.id}-${what}`;
  return (
    <section>
      <h2>{t('staff.title', { club: club.name })}</h2>
      <p>
        {t(club.role === 'admin' ? 'staff.youAreAdmin' : 'staff.youAreMember')} {admin ? t('staff.adminCan') : t('staff.memberCannot', { club: club.name })}
      </p>
      <ErrorBox error={staff.error} />
      {staff.data && (
        <ul>
          {staff.data.directors.map((d) => (
            <li key={d.name}>
              {d.name} ({roleWord(d.role)})
              {admin && d.name !== me && (
                <>
                  {' '}
                  <button
                    type="button"
                    class="small secondary"
                    onClick={() =>
                      void run(
                        () => api.setClubRole(club.id, d.name, d.role === 'admin' ? 'member' : 'admin'),
                        t(d.role === 'admin' ? 'staff.nowMember' : 'staff.nowAdmin', { name: d.name }),
                      )
                    }
                  >
                    {t(d.role === 'admin' ? 'staff.makeMember' : 'staff.makeAdmin')}
                    <span class="sr-only"> {d.name}</span>
                  </button>{' '}
                  <button
                    type="button"
                    class="small secondary"
                    onClick={() => void run(() => api.removeClubDirector(club.id, d.name), t('staff.removed', { name: d.name, club: club.name }))}
                  >
                    {t('staff.remove')}
                    <span class="sr-only"> {d.name}</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {admin && (
        <form onSubmit={(e) => void add(e)}>
          <h3>{t('staff.add')}</h3>
          <p>
            <label for={id('name')}>{t('staff.name')}</label>{' '}
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
            <label for={id('password')}>{t('staff.password')}</label>{' '}
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
            <label for={id('role')}>{t('staff.role')}</label>{' '}
            <select
              id={id('role')}
              value={role}
              onChange={(e) => {
                setRole(e.currentTarget.value as ClubRole);
              }}
            >
              <option value="member">{t('staff.memberChoice')}</option>
              <option value="admin">{t('staff.adminChoice')}</option>
            </select>
          </p>
          <button type="submit">{t('staff.submit')}</button>
        </form>
      )}
      <ErrorBox error={error} />
      {done && <Notice>{done}</Notice>}
    </section>
  );
}
