import { useEffect } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorBox, useDerived } from '../common.js';
import { useT } from '../i18n/index.js';

/** The list a club starts with (src/store/store.ts DEFAULT_LIST): searched when no other is chosen. */
export const DEFAULT_LIST = 'players';

/**
 * Which of the tournament's club's player lists the players page searches and imports from (issue 31: a
 * club keeps several, named — its members, a FIDE excerpt, the federation's list). Shown when the club has
 * more than one; with one list that is not "players", that one is chosen.
 */
export function ListChoice({ tournament, value, onChange }: { tournament: string; value: string | undefined; onChange: (list: string) => void }) {
  const { t } = useT();
  const lists = useDerived(() => api.playerLists({ tournament }), [tournament]);
  const names = lists.data?.lists ?? [];
  const first = names[0]?.name;
  const hasDefault = names.some((l) => l.name === DEFAULT_LIST);
  useEffect(() => {
    if (value === undefined && first !== undefined && !hasDefault) onChange(first);
  }, [value, first, hasDefault, onChange]);
  if (lists.error) return <ErrorBox error={lists.error} />;
  if (names.length < 2) return null;
  return (
    <p>
      <label for="list-choice">{t('lists.search')}</label>{' '}
      <select
        id="list-choice"
        value={value ?? DEFAULT_LIST}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
      >
        {names.map((l) => (
          <option key={l.name} value={l.name}>
            {t('lists.option', { name: l.name, count: l.count })}
          </option>
        ))}
      </select>
    </p>
  );
}
