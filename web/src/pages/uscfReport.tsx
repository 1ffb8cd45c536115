import { useState } from 'preact/hooks';
import { api, USCF_DBF_FILES, type Tournament, type UscfQuery } from '../api.js';
import { ErrorBox } from '../common.js';
import { useT } from '../i18n/index.js';

/**
 * The US Chess rating report (docs/formats.md; `arbiter report uscf --format dbf`): the three dBase files
 * of format 2C. The director fills in what the report needs (affiliate, chief TD, place); the report is
 * made once to show what is missing or wrong, then each file is downloaded.
 */
export function UscfReportPanel({ id, tournament }: { id: string; tournament: Tournament }) {
  const { t } = useT();
  const d = tournament.details;
  const [q, setQ] = useState<UscfQuery>({
    eventId: '',
    affiliate: '',
    chiefTd: '',
    assistantTd: '',
    section: '',
    start: d?.startDate ?? '',
    end: d?.endDate ?? '',
    city: d?.place ?? '',
    state: '',
    zip: '',
    country: '',
    system: '',
  });
  const [ready, setReady] = useState<UscfQuery>();
  const [error, setError] = useState<unknown>();
  const field = (key: Exclude<keyof UscfQuery, 'system'>, label: string, props: Record<string, unknown> = {}) => (
    <>
      <label for={`uscf-${key}`}>{label}</label>
      <input
        id={`uscf-${key}`}
        value={q[key]}
        onInput={(e) => {
          setQ({ ...q, [key]: e.currentTarget.value });
          setReady(undefined);
        }}
        {...props}
      />
    </>
  );
  const make = async () => {
    setError(undefined);
    setReady(undefined);
    try {
      await api.uscfCheck(id, q);
      setReady(q);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <section id="uscf">
      <h2>{t('print.uscfTitle')}</h2>
      <p>{t('print.uscfText')}</p>
      <form
        class="uscf-form"
        onSubmit={(e) => {
          e.preventDefault();
          void make();
        }}
      >
        {field('affiliate', t('print.uscfAffiliate'), { size: 9, autocomplete: 'off' })}
        {field('chiefTd', t('print.uscfChiefTd'), { size: 9, inputMode: 'numeric', autocomplete: 'off' })}
        {field('assistantTd', t('print.uscfAssistantTd'), { size: 9, inputMode: 'numeric', autocomplete: 'off' })}
        {field('eventId', t('print.uscfEventId'), { size: 12, autocomplete: 'off' })}
        {field('section', t('print.uscfSection'), { size: 20 })}
        {field('start', t('print.uscfStart'), { placeholder: 'YYYY-MM-DD', size: 10 })}
        {field('end', t('print.uscfEnd'), { placeholder: 'YYYY-MM-DD', size: 10 })}
        {field('city', t('print.uscfCity'), { size: 20 })}
        {field('state', t('print.uscfState'), { size: 3, maxLength: 2, placeholder: 'MA' })}
        {field('zip', t('print.uscfZip'), { size: 10 })}
        {field('country', t('print.uscfCountry'), { size: 12, placeholder: 'USA' })}
        <label for="uscf-system">{t('print.uscfSystem')}</label>
        <select
          id="uscf-system"
          value={q.system}
          onChange={(e) => {
            setQ({ ...q, system: e.currentTarget.value as UscfQuery['system'] });
            setReady(undefined);
          }}
        >
          <option value="">{t('print.uscfRegular')}</option>
          <option value="quick">{t('print.uscfQuick')}</option>
          <option value="dual">{t('print.uscfDual')}</option>
        </select>
        <span />
        <button type="submit">{t('print.uscfCheck')}</button>
      </form>
      <ErrorBox error={error} />
      {ready && (
        <>
          <p>{t('print.uscfReady')}</p>
          <ul class="uscf-files">
            {USCF_DBF_FILES.map((f) => (
              <li key={f}>
                <a href={api.uscfUrl(id, f, ready)} download={f}>
                  {f}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
