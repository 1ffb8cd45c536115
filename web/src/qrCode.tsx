import { useMemo } from 'preact/hooks';
import { create } from 'qrcode';

/**
 * A QR code as inline SVG (issue 34): one path of dark modules on a light square with the quiet zone of four
 * modules the standard asks (ISO/IEC 18004 §6.3.8), so that it prints sharp at any size and needs no image
 * file. Error correction M (15 %): a sheet pinned to a notice board may get a crease.
 */
export function QrCode({ text, label, size = 128 }: { text: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const n = modules.size;
    const quiet = 4;
    let d = '';
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (modules.get(y, x)) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    return { path: d, width: n + 2 * quiet };
  }, [text]);
  return (
    <svg class="qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${width} ${width}`} shape-rendering="crispEdges">
      <title>{label}</title>
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The address of a tournament's public page, as a reader outside types it (this server's, as the director sees it). */
export function publicUrl(id: string): string {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return `${origin}/p/${encodeURIComponent(id)}`;
}
