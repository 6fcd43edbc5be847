import { AlertTriangle } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { PublicAddress } from "#app/features/share/public-address.ts";

/**
 * The join link and its QR code, for a screen at the front or a printed slide. The address comes from
 * the server (PUBLIC_URL or the page's own), so the server and the browser draw the same link.
 */
export function SharePanel({ address, path }: { address: PublicAddress; path: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [origin, setOrigin] = useState(address.origin);
  const joinUrl = `${origin}${path}`;
  return (
    <section className="panel share-panel" aria-labelledby="share-title">
      <h2 id="share-title">{t("live.share")}</h2>
      <p className="muted">{t("live.shareBody")}</p>
      <LoopbackWarning address={address} origin={origin} onUse={setOrigin} />
      <div className="share-body">
        <QRCodeSVG value={joinUrl} size={168} marginSize={2} title={joinUrl} className="share-qr" />
        <div className="stack">
          <input
            className="share-link"
            readOnly
            value={joinUrl}
            aria-label={t("live.share")}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void navigator.clipboard?.writeText(joinUrl).then(() => setCopied(true))}
          >
            {copied ? t("live.copied") : t("live.copyLink")}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * A link to localhost works on the booth's laptop and on no phone: say so, and offer the laptop's own
 * address on the Wi-Fi when the server found one. `origin`: the address the link uses now.
 */
export function LoopbackWarning({
  address,
  origin,
  onUse,
}: {
  address: PublicAddress;
  origin: string;
  onUse?: (origin: string) => void;
}) {
  const { t } = useTranslation();
  if (!address.loopback || origin !== address.origin) return null;
  return (
    <div className="share-warning" role="alert">
      <p>
        <AlertTriangle aria-hidden size={18} /> {t("live.shareLoopback", { host: new URL(address.origin).host })}
      </p>
      {address.lan && onUse ? (
        <button type="button" className="btn btn-secondary" onClick={() => onUse(address.lan!)}>
          {t("live.shareUseLan", { address: address.lan })}
        </button>
      ) : null}
      <p className="small">{t("live.shareSetPublic")}</p>
    </div>
  );
}
