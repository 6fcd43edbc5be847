import { HandHeart } from "lucide-react";
import { Form, useActionData } from "react-router";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, StatusButton } from "#app/components/forms.tsx";
import { isMessageKey, isOneOf } from "#app/locales/keys.ts";
import { faithLevels } from "#app/features/auth/answers.ts";
import { liveLanguage } from "#app/neutral/languages.ts";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { FollowUp } from "./follow-up.server.ts";
import { followUpStates } from "./follow-up-schema.ts";

/**
 * Under the "Accepted Jesus" table: what the page's guests left for follow-up, their prayer request
 * in the church's language (as written behind it), and the state staff set (issue 42).
 */
export function FollowUpList({ followUps, names }: { followUps: FollowUp[]; names: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const reply = useActionData<{ problem?: string }>();
  const problem = reply?.problem && isMessageKey(i18n, reply.problem) ? t(reply.problem) : reply?.problem;
  const nameOf = (guestId: string) => names[guestId] ?? t("care.followUp.anonymous");
  return (
    <section className="stack" aria-labelledby="follow-up-title">
      <h3 id="follow-up-title" className="section-title">
        <HandHeart aria-hidden size={18} /> {t("care.followUp.title")}
      </h3>
      {problem ? <ErrorList errors={[problem]} /> : null}
      {followUps.length ? (
        <ul className="stack follow-up-list">
          {followUps.map((followUp) => (
            <li key={followUp.guestId} className="panel stack follow-up" data-state={followUp.state}>
              <p className="row-between">
                <strong>{nameOf(followUp.guestId)}</strong>
                <span className="badge badge-neutral">{t(`care.followUp.states.${followUp.state}`)}</span>
              </p>
              {isOneOf(faithLevels, followUp.faithLevel) ? (
                <p className="muted small">
                  {t("care.followUp.faith")}: {t(`faith.${followUp.faithLevel}`)}
                </p>
              ) : null}
              <PrayerRequest followUp={followUp} />
              <Form method="post" className="row-wrap">
                <CsrfInput />
                <input type="hidden" name="intent" value="followUp" />
                <input type="hidden" name="guestId" value={followUp.guestId} />
                <label className="visually-hidden" htmlFor={`state-${followUp.guestId}`}>
                  {t("care.followUp.state")}
                </label>
                <select id={`state-${followUp.guestId}`} name="state" defaultValue={followUp.state}>
                  {followUpStates.map((state) => (
                    <option key={state} value={state}>
                      {t(`care.followUp.states.${state}`)}
                    </option>
                  ))}
                </select>
                <StatusButton className="btn btn-secondary" pendingText={t("crud.saving")}>
                  {t("care.followUp.set")}
                </StatusButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("care.followUp.empty")}</p>
      )}
    </section>
  );
}

/** The request in the church's language, the guest's own words behind it; or as written, said so. */
function PrayerRequest({ followUp }: { followUp: FollowUp }) {
  const { t } = useTranslation();
  if (!followUp.prayerRequest) return null;
  const language = followUp.language ? (liveLanguage(followUp.language)?.name ?? followUp.language) : "";
  if (!followUp.prayerTranslated)
    return (
      <blockquote className="follow-up-prayer">
        <span lang={followUp.language ?? undefined}>{followUp.prayerRequest}</span>
      </blockquote>
    );
  return (
    <>
      <blockquote className="follow-up-prayer">{followUp.prayerTranslated}</blockquote>
      <details>
        <summary>{t("care.followUp.original", { language })}</summary>
        <p lang={followUp.language ?? undefined}>{followUp.prayerRequest}</p>
      </details>
    </>
  );
}
