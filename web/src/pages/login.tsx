import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { Link, navigate } from '../router.js';
import { refreshSession } from '../session.js';
import { ErrorBox, TextField, useTitle } from '../common.js';
import { useT } from '../i18n/index.js';

/** Where to go after logging in: a page of this app only (never another site). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** A director logs in with his name and password. */
export function LoginPage({ next }: { next: string | null }) {
  const { t } = useT();
  useTitle(t('app.logIn'));
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await api.login(name, password);
      await refreshSession();
      navigate(safeNext(next));
    } catch (err) {
      setError(err);
      setPassword('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main id="main">
      <h1>{t('app.logIn')}</h1>
      <p>{t('login.intro')}</p>
      <form class="form" onSubmit={(e) => void submit(e)}>
        <TextField id="login-name" label={t('login.name')} autocomplete="username" value={name} onValue={setName} />
        <TextField id="login-password" label={t('login.password')} password autocomplete="current-password" value={password} onValue={setPassword} />
        <ErrorBox error={error} />
        <button type="submit" disabled={busy}>
          {t('app.logIn')}
        </button>
      </form>
      <p class="muted">
        {t('login.noAccount')} <code>arbiter director add NAME</code>.
      </p>
    </main>
  );
}

/** The first director, made with the one-time link that `npm start` printed while none exists. */
export function SetupPage({ token }: { token: string | null }) {
  const { t } = useT();
  useTitle(t('setup.title'));
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [club, setClub] = useState('Club');
  const [error, setError] = useState<unknown>();
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(undefined);
    if (password !== again) {
      setError(new Error(t('setup.differ')));
      return;
    }
    try {
      await api.setup(token ?? '', name, password, club);
      await refreshSession();
      navigate('/', { replace: true });
    } catch (err) {
      setError(err);
    }
  };
  return (
    <main id="main">
      <h1>{t('setup.title')}</h1>
      <p>{t('setup.intro')}</p>
      <form class="form" onSubmit={(e) => void submit(e)}>
        <TextField id="setup-name" label={t('setup.name')} autocomplete="username" value={name} onValue={setName} />
        <TextField id="setup-password" label={t('login.password')} password autocomplete="new-password" minLength={10} value={password} onValue={setPassword} />
        <TextField id="setup-again" label={t('setup.again')} password autocomplete="new-password" value={again} onValue={setAgain} />
        <TextField id="setup-club" label={t('setup.club')} autocomplete="organization" value={club} onValue={setClub} />
        <ErrorBox error={error} />
        <button type="submit">{t('setup.submit')}</button>
      </form>
      <p>
        <Link href="/login">{t('setup.haveAccount')}</Link>
      </p>
    </main>
  );
}
