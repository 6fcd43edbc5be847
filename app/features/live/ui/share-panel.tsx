import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";

/** The join link and its QR code, for a screen at the front or a printed slide. */
export function SharePanel({ joinUrl }: { joinUrl: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <section className="panel share-panel" aria-labelledby="share-title">
      <h2 id="share-title">{t("live.share")}</h2>
      <p className="muted">{t("live.shareBody")}</p>
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
