import { Link, match, useLocation } from './router.js';
import { HomePage } from './pages/home.js';
import { CreatePage } from './pages/create.js';
import { TournamentPages } from './pages/tournament.js';
import { PublicPage } from './pages/public.js';
import { PrintPage } from './pages/print.js';

export function App() {
  const { path, query } = useLocation();
  let m: Record<string, string> | undefined;
  if ((m = match('/p/:id', path))) return <PublicPage id={m.id!} />;
  if ((m = match('/t/:id/print/:what/:round?', path))) return <PrintPage id={m.id!} what={m.what!} round={m.round} order={query.get('order') ?? 'board'} />;
  let page;
  if (path === '/') page = <HomePage />;
  else if (path === '/new') page = <CreatePage />;
  else if ((m = match('/t/:id/:tab?/:arg?', path))) page = <TournamentPages id={m.id!} tab={m.tab ?? 'players'} arg={m.arg} query={query} />;
  else
    page = (
      <main id="main">
        <h1>Not found</h1>
        <p>
          There is no page {path}. <Link href="/">All tournaments</Link>
        </p>
      </main>
    );
  return (
    <>
      <a class="skip" href="#main">
        Skip to the content
      </a>
      <header class="top">
        <Link href="/" class="brand">
          arbiter
        </Link>
      </header>
      {page}
    </>
  );
}
