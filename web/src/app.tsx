import { Link, match, useLocation } from './router.js';
import { HomePage } from './pages/home.js';
import { CreatePage } from './pages/create.js';
import { TournamentPages } from './pages/tournament.js';
import { PublicPage, PUBLIC_PAGE_NAMES } from './pages/public.js';
import { PublicIndexPage } from './pages/publicSite.js';
import { PrintPage } from './pages/print.js';
import { OwnResultPage } from './pages/ownResult.js';
import { LoginPage, SetupPage } from './pages/login.js';
import { InvitePage } from './pages/invite.js';
import { refreshSession, useAccountLanguage, useSession } from './session.js';
import { api } from './api.js';
import { InLanguage, LanguageSwitch, useT, useUserLanguage } from './i18n/index.js';

const isPublicPage = (page: string) => (PUBLIC_PAGE_NAMES as readonly string[]).includes(page);

export function App() {
  const { path, query } = useLocation();
  const lang = useUserLanguage();
  useAccountLanguage();
  let m: Record<string, string> | undefined;
  // The public page and the printed sheets are in their tournament's language (they choose it themselves).
  // The public side (issue 34): the index of the published tournaments (per club), each tournament's pages.
  if (path === '/p' || path === '/p/') return <PublicIndexPage />;
  if ((m = match('/p/:id/:page/:arg?', path)) && isPublicPage(m.page!)) return <PublicPage id={m.id!} page={m.page!} arg={m.arg ?? query.get('after') ?? undefined} />;
  if ((m = match('/p/club/:club', path))) return <PublicIndexPage club={m.club} />;
  if ((m = match('/p/:id', path))) return <PublicPage id={m.id!} />;
  if ((m = match('/r/:tid/:code?', path)))
    return (
      <InLanguage lang={lang}>
        <OwnResultPage tid={m.tid!} code={m.code} />
      </InLanguage>
    );
  if ((m = match('/t/:id/print/:what/:round?', path)))
    return <PrintPage id={m.id!} what={m.what!} round={m.round} order={query.get('order') ?? 'board'} lang={query.get('lang') ?? undefined} />;
  return (
    <InLanguage lang={lang}>
      <DirectorApp path={path} query={query} />
    </InLanguage>
  );
}

function DirectorApp({ path, query }: { path: string; query: URLSearchParams }) {
  const { t, lang } = useT();
  let m: Record<string, string> | undefined;
  let page;
  if (path === '/') page = <HomePage />;
  else if (path === '/login') page = <LoginPage next={query.get('next')} />;
  else if (path === '/setup') page = <SetupPage token={query.get('token')} />;
  else if (path === '/invite') page = <InvitePage token={query.get('token')} />;
  else if (path === '/new') page = <CreatePage />;
  else if ((m = match('/t/:id/:tab?/:arg?', path))) page = <TournamentPages id={m.id!} tab={m.tab ?? 'players'} arg={m.arg} query={query} />;
  else
    page = (
      <main id="main">
        <h1>{t('app.notFound')}</h1>
        <p>
          {t('app.noPage', { path })} <Link href="/">{t('app.allTournaments')}</Link>
        </p>
      </main>
    );
  return (
    <>
      <a class="skip" href="#main">
        {t('app.skip')}
      </a>
      <header class="top">
        <Link href="/" class="brand">
          arbiter
        </Link>
        <LanguageSwitch value={lang} />
        <SessionBar path={path} />
      </header>
      {page}
    </>
  );
}

/** Who is logged in, with the way out (or in). */
function SessionBar({ path }: { path: string }) {
  const session = useSession();
  const { t } = useT();
  if (!session) return null;
  if (!session.director)
    return path === '/login' || path === '/setup' ? null : (
      <Link href={`/login?next=${encodeURIComponent(path)}`} class="session">
        {t('app.logIn')}
      </Link>
    );
  const logout = async () => {
    await api.logout().catch(() => undefined);
    await refreshSession();
  };
  return (
    <span class="session">
      {session.director}{' '}
      <button type="button" class="small secondary" onClick={() => void logout()}>
        {t('app.logOut')}
      </button>
    </span>
  );
}
