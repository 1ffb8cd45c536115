import { useEffect, useState } from 'preact/hooks';
import { api, type SessionInfo } from './api.js';
import { chooseLanguage, chosenLanguage, onLanguageChosen } from './i18n/index.js';

/**
 * Who is logged in, shared by every screen: read once from the server, and again after a login, a logout
 * or a refusal that says the session has ended.
 */
let current: SessionInfo | undefined;
const listeners = new Set<(s: SessionInfo) => void>();

export async function refreshSession(): Promise<SessionInfo> {
  try {
    current = await api.session();
  } catch {
    current = { director: null, setup: false };
  }
  for (const l of listeners) l(current);
  return current;
}

export function useSession(): SessionInfo | undefined {
  const [session, setSession] = useState(current);
  useEffect(() => {
    listeners.add(setSession);
    if (current === undefined) void refreshSession();
    else setSession(current);
    return () => void listeners.delete(setSession);
  }, []);
  return session;
}

/**
 * The director's language follows him (issue 33, "remembered per user"): kept with his account on the
 * server, it is applied in every browser he logs in from; a choice made with a switch while logged in is
 * kept there too. A choice made in this browser before his account had one becomes his account's. A
 * visitor's choice stays in his browser (localStorage) only.
 */
export function useAccountLanguage(): void {
  const session = useSession();
  const director = session?.director ?? null;
  const kept = session?.language;
  useEffect(() => {
    if (!director) return;
    const local = chosenLanguage();
    if (kept && kept !== local) chooseLanguage(kept);
    else if (!kept && local) void keep(local);
  }, [director, kept]);
  useEffect(
    () =>
      onLanguageChosen((l) => {
        if (current?.director && current.language !== l) void keep(l);
      }),
    [],
  );
}

async function keep(language: NonNullable<SessionInfo['language']>): Promise<void> {
  if (current?.director) current = { ...current, language };
  try {
    await api.setLanguage(language);
  } catch {
    // Not kept on the server (offline, logged out meanwhile): the choice still holds in this browser.
  }
}
