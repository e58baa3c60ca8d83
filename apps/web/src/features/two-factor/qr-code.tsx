import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * The `otpauth://` URI as a QR code, drawn as SVG by the `qrcode` library, which loads only here
 * (its own chunk, on the security page and the enrolment step of sign-in). Shown as an image from a
 * data: URL, so no markup is injected and the CSP's img-src covers it.
 */
export function QrCode({ uri, size = 184 }: { uri: string; size?: number }) {
  const t = useT(enTwoFactor);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    import('qrcode')
      .then((qr) =>
        qr.toString(uri, {
          type: 'svg',
          margin: 2,
          errorCorrectionLevel: 'M',
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  if (failed) return <p className="form-error">{t('twoFactor.qrFailed')}</p>;
  return (
    <div className="qr-code" style={{ width: size, height: size }}>
      {src && <img src={src} width={size} height={size} alt={t('twoFactor.qrAlt')} />}
    </div>
  );
}
