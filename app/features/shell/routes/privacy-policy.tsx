import { useTranslation } from "#app/utils/use-translation.ts";
import { PublicLayout } from "#app/features/shell/public-layout.tsx";
import type { PageHandle } from "#app/utils/handle.ts";
import { prisma } from "#app/utils/db.server.ts";
import { retentionChoice } from "#app/features/care/care-schema.ts";
import type { Route } from "./+types/privacy-policy";

export const handle: PageHandle = { titleKey: "privacy.title", descriptionKey: "seo.privacyDescription" };

const sections = [
  { title: "privacy.ageTitle", body: ["privacy.age"] },
  { title: "privacy.microphoneTitle", body: ["privacy.microphone"] },
  { title: "privacy.hostingTitle", body: ["privacy.hosting", "privacy.security"] },
  { title: "privacy.deletionTitle", body: ["privacy.deletion"] },
  { title: "privacy.lawTitle", body: ["privacy.law"] },
] as const;

const collected = [
  "collectName",
  "collectEmail",
  "collectMobile",
  "collectOrganisation",
  "collectPhoto",
  "collectMicrophone",
] as const;

/**
 * Opened from a listener's join screen (?sermon=…), the page also states that church's retention
 * (issue 42, decision 057); without it, the page is the same for everyone.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const broadcastId = new URL(request.url).searchParams.get("sermon");
  const sermon =
    broadcastId && broadcastId.length <= 100
      ? await prisma.sermon.findUnique({
          where: { broadcastId },
          select: { organisation: { select: { name: true, transcriptRetentionDays: true } } },
        })
      : null;
  return {
    church: sermon
      ? {
          name: sermon.organisation.name,
          retention: retentionChoice(sermon.organisation.transcriptRetentionDays),
        }
      : null,
  };
}

// Public, and linked from the console menu: the same page for visitors and members.
export default function PrivacyPolicy({ loaderData: { church } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("privacy.title")}>
      <article className="panel prose">
        <p className="muted">{t("privacy.updated")}</p>
        <p>{t("privacy.intro")}</p>
        <h2>{t("privacy.collectTitle")}</h2>
        <ul>
          {collected.map((key) => (
            <li key={key}>{t(`privacy.${key}`)}</li>
          ))}
        </ul>
        <section aria-labelledby="privacy-retention">
          <h2 id="privacy-retention">{t("privacy.retentionTitle")}</h2>
          <p>{t("privacy.retention")}</p>
          {church ? (
            <p data-retention={church.retention}>
              <strong>{t("privacy.retentionChurch")}</strong>{" "}
              {t(`listener.retention.${church.retention}`, { church: church.name })}
            </p>
          ) : null}
        </section>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{t(section.title)}</h2>
            {section.body.map((key) => (
              <p key={key}>{t(key)}</p>
            ))}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
