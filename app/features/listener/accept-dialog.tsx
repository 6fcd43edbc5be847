import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { ErrorList } from "#app/components/error-list.tsx";
import { cookieValue } from "#app/utils/cookies.ts";
import { CSRF_COOKIE_NAME, CSRF_FIELD_NAME } from "#app/utils/csrf-field.ts";
import { faithLevels } from "#app/features/auth/answers.ts";

type Reply = { ok: true } | { ok: false; errors: Record<string, string[]> };

/**
 * Posts the form with fetch rather than a React Router fetcher: the dialog also runs in the
 * listener page's island, which has no router (docs/decisions/021-listener-island.md).
 */
async function sendContact(broadcastId: string, form: HTMLFormElement): Promise<Reply> {
  const body = new FormData(form);
  body.set(CSRF_FIELD_NAME, cookieValue(document.cookie, CSRF_COOKIE_NAME) ?? "");
  try {
    const response = await fetch(`/sermon/join/${encodeURIComponent(broadcastId)}/contact`, { method: "POST", body });
    return (await response.json()) as Reply;
  } catch {
    return { ok: false, errors: { name: ["listener.contact.failed"] } };
  }
}

/**
 * After a guest's first accept-Jesus click: a sheet in place of the reading screen's controls, not
 * over the captions (the newest line stays in view above it), with a kind, optional request for a name and an e-mail or
 * phone so the church can follow up, a prayer request in the listener's own language (the church reads it
 * translated, issue 42) and where they are in their faith. The click itself already counted; skipping
 * changes nothing.
 */
export function AcceptDialog({
  broadcastId,
  organisation,
  language,
  onClose,
}: {
  broadcastId: string;
  organisation: string;
  /** The language the listener reads in: what their prayer request is written in. */
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reply, setReply] = useState<Reply | null>(null);
  const [sending, setSending] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const saved = reply?.ok === true;
  const errors = reply && !reply.ok ? reply.errors : {};

  return (
    <section className="reader-dialog" role="dialog" aria-labelledby="accept-dialog-title">
      <h2 id="accept-dialog-title">{t("listener.contact.title")}</h2>
      {saved ? (
        <>
          <p role="status">{t("listener.contact.saved", { church: organisation })}</p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t("listener.contact.close")}
          </button>
        </>
      ) : (
        <form
          method="post"
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSending(true);
            void sendContact(broadcastId, event.currentTarget).then((answer) => {
              setReply(answer);
              setSending(false);
            });
          }}
        >
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
          <div className="field">
            <label htmlFor="guest-prayer">{t("listener.contact.prayer")}</label>
            <textarea
              id="guest-prayer"
              name="prayerRequest"
              rows={3}
              maxLength={1000}
              aria-describedby="guest-prayer-hint"
            />
            <p id="guest-prayer-hint" className="field-hint">
              {t("listener.contact.prayerHint", { church: organisation })}
            </p>
            <ErrorList errors={errors.prayerRequest} />
          </div>
          <div className="field">
            <label htmlFor="guest-faith">{t("listener.contact.faith")}</label>
            <select id="guest-faith" name="faithLevel" defaultValue="">
              <option value="">{t("listener.contact.faithNone")}</option>
              {faithLevels.map((level) => (
                <option key={level} value={level}>
                  {t(`faith.${level}`)}
                </option>
              ))}
            </select>
            <ErrorList errors={errors.faithLevel} />
          </div>
          <input type="hidden" name="language" value={language} />
          <label className="checkbox">
            <input type="checkbox" name="consent" />
            <span>{t("listener.contact.consent", { church: organisation })}</span>
          </label>
          <p className="muted small">{t("listener.contact.consentNote", { church: organisation })}</p>
          <ErrorList errors={errors.consent} />
          <div className="row-wrap">
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {t("listener.contact.send")}
            </button>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t("listener.contact.skip")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
