import { useEffect, useState } from 'preact/hooks';
import { api, type SessionInfo } from './api.js';

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
