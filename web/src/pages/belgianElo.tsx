import { useEffect, useState } from 'preact/hooks';
import { api, type BelgianEloCheck, type BelgianEloQuery } from '../api.js';
import { ErrorBox } from '../common.js';
import { useT } from '../i18n/index.js';

/**
 * The Belgian national rating report (docs/formats.md, "The Belgian rating report"): the rounds sent, their
 * days and the sender, the players missing a national id or rating, and the download of the file that
 * `arbiter report belgian-elo` writes.
 */
export function BelgianEloPanel({ id, rounds, preload }: { id: string; rounds: number; preload?: BelgianEloCheck }) {
  const [q, setQ] = useState<BelgianEloQuery>({ rounds: rounds > 0 ? String(rounds) : '', start: '', end: '', email: '', club: '' });
  const [check, setCheck] = useState<BelgianEloCheck | undefined>(preload);
  const [error, setError] = useState<unknown>();
  const { t } = useT();
  useEffect(() => {
    let live = true;
    api.belgianEloCheck(id, q).then(
      (c) => {
        if (!live) return;
        setCheck(c);
        setError(undefined);
      },
      (e: unknown) => {
        if (!live) return;
        setCheck(undefined);
        setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, [id, q]);
  const field = (key: keyof BelgianEloQuery, label: string, props: Record<string, unknown> = {}) => (
    <>
      <label for={`be-${key}`}>{label}</label>
      <input
        id={`be-${key}`}
        value={q[key]}
        onChange={(e) => {
          setQ({ ...q, [key]: e.currentTarget.value });
        }}
        {...props}
      />
    </>
  );
  return (
    <section id="belgian-elo">
      <h2>{t('belgian.title')}</h2>
      <p>{t('belgian.intro')}</p>
      <form
        class="panel"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        {field('rounds', t('belgian.rounds'), { size: 6 })}
        {field('start', t('details.startDate'), { placeholder: t('players.datePlaceholder'), size: 10 })}
        {field('end', t('details.endDate'), { placeholder: t('players.datePlaceholder'), size: 10 })}
        {field('email', t('belgian.email'), { size: 20 })}
        {field('club', t('belgian.club'), { size: 5 })}
      </form>
      <ErrorBox error={error} />
      {check && (
        <>
          <p>
            {t('belgian.players', { count: check.players })}, {t('belgian.games', { count: check.games })} <a href={api.belgianEloUrl(id, q)}>{t('belgian.download')}</a>
          </p>
          {check.missing.length > 0 && (
            <>
              <p>{t('belgian.lacking')}</p>
              <ul>
                {check.missing.map((m) => (
                  <li key={m.id}>
                    {m.id} {m.name}: {m.missing.map((gap) => t(gap === 'national id' ? 'belgian.noNationalId' : 'belgian.noNationalRating')).join(', ')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
