import { useEffect, useState } from 'preact/hooks';
import { api, type BelgianEloCheck, type BelgianEloQuery } from '../api.js';
import { ErrorBox } from '../common.js';

/**
 * The Belgian national rating report (docs/formats.md, "The Belgian rating report"): the rounds sent, their
 * days and the sender, the players missing a national id or rating, and the download of the file that
 * `arbiter report belgian-elo` writes.
 */
export function BelgianEloPanel({ id, rounds }: { id: string; rounds: number }) {
  const [q, setQ] = useState<BelgianEloQuery>({ rounds: rounds > 0 ? String(rounds) : '', start: '', end: '', email: '', club: '' });
  const [check, setCheck] = useState<BelgianEloCheck>();
  const [error, setError] = useState<unknown>();
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
      <h2>Belgian national rating (KBSB/FRBE/KSB)</h2>
      <p>Only games played over the board are sent. Send a club evening within three days.</p>
      <form
        class="panel"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        {field('rounds', 'Rounds sent (3, or 1-5)', { size: 6 })}
        {field('start', 'First day', { placeholder: 'YYYY-MM-DD', size: 10 })}
        {field('end', 'Last day', { placeholder: 'YYYY-MM-DD', size: 10 })}
        {field('email', 'Your e-mail', { size: 20 })}
        {field('club', 'Club number', { size: 5 })}
      </form>
      <ErrorBox error={error} />
      {check && (
        <>
          <p>
            {check.players} players, {check.games} games over the board. <a href={api.belgianEloUrl(id, q)}>Download the report</a>
          </p>
          {check.lines.length > 0 && (
            <>
              <p>These players lack what the national rating needs (mend them on the Players page):</p>
              <ul>
                {check.lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
