import { api, type TournamentView } from '../api.js';
import { Link } from '../router.js';
import type { useTournament } from '../common.js';
import { useT } from '../i18n/index.js';
import { QrCode, publicUrl } from '../qrCode.js';

/**
 * The director's switch of the public side (issue 34): whether the tournament's public pages are open to
 * anyone or hidden from all but its directors, its address, and the QR code to pin on the notice board.
 */
export function PublishingPanel({ state, view }: { state: ReturnType<typeof useTournament>; view: TournamentView }) {
  const { t } = useT();
  const published = view.tournament.published !== false;
  const url = publicUrl(view.id);
  return (
    <section class="publishing" aria-labelledby="publishing-title">
      <h2 id="publishing-title" class="small-title">
        {published ? t('publicSite.published') : t('publicSite.hidden')}
      </h2>
      <p>
        {published ? t('publicSite.publishedText') : t('publicSite.hiddenText')} <Link href={`/p/${view.id}`}>{url}</Link>{' '}
        <button type="button" class="small secondary" onClick={() => void state.run(() => api.setPublished(view.id, !published))}>
          {published ? t('publicSite.hide') : t('publicSite.publish')}
        </button>
      </p>
      <details>
        <summary>{t('publicSite.qrTitle')}</summary>
        <QrCode text={url} label={t('publicSite.qrLabel', { url })} size={160} />
        {!published && <p>{t('publicSite.qrHidden')}</p>}
      </details>
    </section>
  );
}

/** The QR code of the public page at the foot of a printed sheet; a published tournament's only (a hidden one's would lead nowhere). */
export function SheetQr({ view }: { view: TournamentView }) {
  const { t } = useT();
  const url = publicUrl(view.id);
  if (view.tournament.published === false)
    return (
      <p class="no-print notice" role="status">
        {t('publicSite.qrPrintHidden')}
      </p>
    );
  return (
    <figure class="sheet-qr">
      <QrCode text={url} label={t('publicSite.qrLabel', { url })} size={96} />
      <figcaption>
        {t('publicSite.qrCaption')}
        <br />
        {url}
      </figcaption>
    </figure>
  );
}
