import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { CsrfInput, ErrorList } from "#app/components/forms.tsx";

type Reply = { ok: true } | { ok: false; errors: Record<string, string[]> };

/**
 * After a guest's first accept-Jesus click: a kind, optional request for a name and an e-mail or
 * phone so the church can follow up. The click itself already counted; skipping changes nothing.
 */
export function AcceptDialog({
  broadcastId,
  organisation,
  onClose,
}: {
  broadcastId: string;
  organisation: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Reply>();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const saved = fetcher.data?.ok === true;
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : {};

  return (
    <div className="reader-dialog-backdrop">
      <section className="reader-dialog" role="dialog" aria-modal="true" aria-labelledby="accept-dialog-title">
        <h2 id="accept-dialog-title">{t("listener.contact.title")}</h2>
        {saved ? (
          <>
            <p role="status">{t("listener.contact.saved", { church: organisation })}</p>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t("listener.contact.close")}
            </button>
          </>
        ) : (
          <fetcher.Form method="post" action={`/sermon/join/${broadcastId}`} className="stack" noValidate>
            <CsrfInput />
            <input type="hidden" name="intent" value="contact" />
            <p>{t("listener.contact.body", { church: organisation })}</p>
            <div className="field">
              <label htmlFor="guest-name">{t("listener.contact.name")}</label>
              <input ref={first} id="guest-name" name="name" autoComplete="name" maxLength={100} />
              <ErrorList errors={errors.name} />
            </div>
            <div className="field">
              <label htmlFor="guest-contact">{t("listener.contact.contact")}</label>
              <input id="guest-contact" name="contact" autoComplete="email" maxLength={254} />
              <ErrorList errors={errors.contact} />
            </div>
            <label className="checkbox">
              <input type="checkbox" name="consent" />
              <span>{t("listener.contact.consent", { church: organisation })}</span>
            </label>
            <ErrorList errors={errors.consent} />
            <div className="row-wrap">
              <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
                {t("listener.contact.send")}
              </button>
              <button type="button" className="btn btn-ghost" onClick={onClose}>
                {t("listener.contact.skip")}
              </button>
            </div>
          </fetcher.Form>
        )}
      </section>
    </div>
  );
}
