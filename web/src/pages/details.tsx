import { useState } from 'preact/hooks';
import { api, type DetailsFields, type TournamentDetails, type TournamentView } from '../api.js';
import { ErrorBox, Notice, type useTournament } from '../common.js';
import { useT } from '../i18n/index.js';

/** The details as the form holds them: every field a text, the deputies one per line. */
export type DetailsText = Record<'place' | 'federation' | 'startDate' | 'endDate' | 'chiefArbiter' | 'deputyArbiters' | 'timeControl', string>;

export const EMPTY_DETAILS: DetailsText = { place: '', federation: '', startDate: '', endDate: '', chiefArbiter: '', deputyArbiters: '', timeControl: '' };

export function detailsText(d: TournamentDetails | undefined): DetailsText {
  return {
    place: d?.place ?? '',
    federation: d?.federation ?? '',
    startDate: d?.startDate ?? '',
    endDate: d?.endDate ?? '',
    chiefArbiter: d?.chiefArbiter ?? '',
    deputyArbiters: (d?.deputyArbiters ?? []).join('\n'),
    timeControl: d?.timeControl ?? '',
  };
}

/** What the server gets: the texts as typed (it trims them and leaves out the empty ones). */
export function detailsFields(d: DetailsText): DetailsFields {
  return { ...d, deputyArbiters: d.deputyArbiters.split('\n') };
}

/**
 * The fields of the tournament report's header (TRF 022–122). Ids start with `prefix` so that two forms
 * on one page stay apart.
 */
export function DetailsInputs({ value, onChange, prefix }: { value: DetailsText; onChange: (d: DetailsText) => void; prefix: string }) {
  const { t } = useT();
  const field = (key: keyof DetailsText) => ({
    id: `${prefix}-${key}`,
    value: value[key],
    onInput: (e: Event) => {
      onChange({ ...value, [key]: (e.currentTarget as HTMLInputElement).value });
    },
  });
  return (
    <>
      <div class="field">
        <label for={`${prefix}-place`}>{t('details.place')}</label>
        <input {...field('place')} placeholder="Leuven" autocomplete="off" />
      </div>
      <div class="field">
        <label for={`${prefix}-federation`}>{t('details.federation')}</label>
        <input {...field('federation')} size={4} maxLength={3} placeholder="BEL" aria-describedby={`${prefix}-federation-help`} />
        <small id={`${prefix}-federation-help`}>{t('details.federationHelp')}</small>
      </div>
      <div class="field">
        <label for={`${prefix}-startDate`}>{t('details.startDate')}</label>
        <input type="date" {...field('startDate')} />
      </div>
      <div class="field">
        <label for={`${prefix}-endDate`}>{t('details.endDate')}</label>
        <input type="date" {...field('endDate')} />
      </div>
      <div class="field">
        <label for={`${prefix}-chiefArbiter`}>{t('details.chiefArbiter')}</label>
        <input {...field('chiefArbiter')} placeholder="IA Jansen, Piet 205672" autocomplete="off" />
      </div>
      <div class="field">
        <label for={`${prefix}-deputyArbiters`}>{t('details.deputyArbiters')}</label>
        <textarea {...field('deputyArbiters')} rows={2} aria-describedby={`${prefix}-deputyArbiters-help`} />
        <small id={`${prefix}-deputyArbiters-help`}>{t('details.onePerLine')}</small>
      </div>
      <div class="field">
        <label for={`${prefix}-timeControl`}>{t('details.timeControl')}</label>
        <input {...field('timeControl')} placeholder={t('details.timeControlPlaceholder')} autocomplete="off" />
      </div>
    </>
  );
}

/** The tournament page's small edit of the details: they go into the TRF and the printed headers. */
export function DetailsEditor({ state, view, open: opened = false }: { state: ReturnType<typeof useTournament>; view: TournamentView; open?: boolean }) {
  const [open, setOpen] = useState(opened);
  const [value, setValue] = useState<DetailsText>(() => detailsText(view.tournament.details));
  const [error, setError] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const tr = useT();
  const { t } = tr;
  const d = view.tournament.details;
  const summary = [
    d?.place,
    d?.startDate && (d.endDate && d.endDate !== d.startDate ? `${tr.date(d.startDate)} – ${tr.date(d.endDate)}` : tr.date(d.startDate)),
    d?.chiefArbiter && t('print.chiefArbiter', { name: d.chiefArbiter }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <details
      class="details-editor"
      open={open}
      onToggle={(e) => {
        const isOpen = e.currentTarget.open;
        setOpen(isOpen);
        if (isOpen) {
          setValue(detailsText(view.tournament.details));
          setSaved(false);
        }
      }}
    >
      <summary>{summary ? t('details.summary', { summary }) : t('details.empty')}</summary>
      <form
        class="form"
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          api
            .setDetails(view.id, detailsFields(value))
            .then((v) => {
              void state.reload();
              setValue(detailsText(v.tournament.details));
              setSaved(true);
            })
            .catch((err: unknown) => {
              setError(err);
            });
        }}
      >
        <DetailsInputs
          value={value}
          onChange={(x) => {
            setValue(x);
            setSaved(false);
          }}
          prefix="d"
        />
        <ErrorBox error={error} />
        {saved && <Notice>{t('details.saved')}</Notice>}
        <button type="submit">{t('details.save')}</button>
      </form>
    </details>
  );
}
