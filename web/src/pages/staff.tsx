import { useState } from 'preact/hooks';
import { api, type ClubInvite, type ClubOfSession, type ClubRole } from '../api.js';
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
            <label for={id('role')}>{t('staff.role')}</label> <RoleSelect id={id('role')} role={role} onRole={setRole} />
          </p>
          <button type="submit">{t('staff.submit')}</button>
        </form>
      )}
      <ErrorBox error={error} />
      {done && <Notice>{done}</Notice>}
      {admin && <InviteLinks club={club} />}
    </section>
  );
}

/**
 * An admin's invite links: one made shows its address once (only its hash is kept), to send to the new
 * director, who opens it and chooses a name and a password; the open ones can be withdrawn.
 */
function InviteLinks({ club }: { club: ClubOfSession }) {
  const { t, date } = useT();
  const [changes, setChanges] = useState(0);
  const invites = useDerived(() => api.clubInvites(club.id), [changes, club.id]);
  const [role, setRole] = useState<ClubRole>('member');
  const [days, setDays] = useState(7);
  const [link, setLink] = useState<{ url: string; expires: string }>();
  const [error, setError] = useState<unknown>();
  const id = (what: string) => `invite-${club.id}-${what}`;
  const run = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
      setChanges((n) => n + 1);
    } catch (e) {
      setError(e);
    }
  };
  const make = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const made = await api.makeInvite(club.id, role, days);
      setLink({ url: `${location.origin}${made.path}`, expires: made.invite.expires });
    });
  };
  const stateOf = (i: ClubInvite) =>
    i.state === 'used'
      ? t('staff.inviteUsed', { name: i.usedBy ?? '' })
      : i.state === 'expired'
        ? t('staff.inviteExpired', { date: date(i.expires.slice(0, 10)) })
        : t('staff.inviteOpen', { date: date(i.expires.slice(0, 10)) });
  return (
    <form onSubmit={make}>
      <h3>{t('staff.invites')}</h3>
      <p>{t('staff.invitesHelp')}</p>
      <p>
        <label for={id('role')}>{t('staff.inviteRole')}</label> <RoleSelect id={id('role')} role={role} onRole={setRole} /> <label for={id('days')}>{t('staff.inviteDays')}</label>{' '}
        <select
          id={id('days')}
          value={String(days)}
          onChange={(e) => {
            setDays(Number(e.currentTarget.value));
          }}
        >
          {[1, 7, 30].map((d) => (
            <option key={d} value={String(d)}>
              {t('staff.days', { count: d })}
            </option>
          ))}
        </select>
      </p>
      <button type="submit">{t('staff.makeInvite')}</button>
      {link && (
        <div class="notice" role="status">
          <label for={id('link')}>{t('staff.inviteMade', { date: date(link.expires.slice(0, 10)) })}</label>{' '}
          <input
            id={id('link')}
            readOnly
            size={60}
            value={link.url}
            onFocus={(e) => {
              e.currentTarget.select();
            }}
          />{' '}
          <button type="button" class="small secondary" onClick={() => void navigator.clipboard.writeText(link.url).catch(() => undefined)}>
            {t('staff.copy')}
          </button>
        </div>
      )}
      <ErrorBox error={error ?? invites.error} />
      {invites.data && invites.data.invites.length > 0 && (
        <ul aria-label={t('staff.invites')}>
          {invites.data.invites.map((i) => (
            <li key={i.id}>
              {t(i.role === 'admin' ? 'staff.roleAdmin' : 'staff.roleMember')}, {t('staff.inviteBy', { name: i.by })}: {stateOf(i)}
              {i.state === 'open' && (
                <>
                  {' '}
                  <button type="button" class="small secondary" onClick={() => void run(() => api.withdrawInvite(club.id, i.id))}>
                    {t('staff.withdraw')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

/** The role a new director gets in the club: member or admin (the add form and the invite links). */
function RoleSelect({ id, role, onRole }: { id: string; role: ClubRole; onRole: (r: ClubRole) => void }) {
  const { t } = useT();
  return (
    <select
      id={id}
      value={role}
      onChange={(e) => {
        onRole(e.currentTarget.value as ClubRole);
      }}
    >
      <option value="member">{t('staff.memberChoice')}</option>
      <option value="admin">{t('staff.adminChoice')}</option>
    </select>
  );
}
