import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { navigate } from '../router.js';
import { refreshSession } from '../session.js';
import { ErrorBox, TextField, useDerived, useTitle } from '../common.js';
import { useT } from '../i18n/index.js';

/**
 * An invite link opened (issue 31): the club and the role it offers, and the form in which the invited
 * director chooses a name and a password; done, he is logged in, a director of that club. A link used,
 * expired or withdrawn says so and asks for a new one.
 */
export function InvitePage({ token }: { token: string | null }) {
  const { t } = useT();
  useTitle(t('staff.joinTitle'));
  const offer = useDerived(() => api.checkInvite(token ?? ''), [token]);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(undefined);
    if (password !== again) {
      setError(new Error(t('staff.passwordsDiffer')));
      return;
    }
    setBusy(true);
    try {
      await api.acceptInvite(token ?? '', name.trim(), password);
      await refreshSession();
      navigate('/', { replace: true });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main id="main">
      <h1>{t('staff.joinTitle')}</h1>
      <ErrorBox error={offer.error} />
      {offer.data && (
        <>
          <p>
            {t('staff.joinOffer', {
              club: offer.data.club.name,
              role: t(offer.data.role === 'admin' ? 'staff.roleAdmin' : 'staff.roleMember'),
            })}
          </p>
          <form class="form" onSubmit={(e) => void submit(e)}>
            <TextField id="invite-name" label={t('staff.name')} autocomplete="username" value={name} onValue={setName} />
            <TextField id="invite-password" label={t('staff.joinPassword')} password autocomplete="new-password" minLength={10} value={password} onValue={setPassword} />
            <TextField id="invite-again" label={t('staff.joinAgain')} password autocomplete="new-password" value={again} onValue={setAgain} />
            <ErrorBox error={error} />
            <button type="submit" disabled={busy}>
              {t('staff.join', { club: offer.data.club.name })}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
