import { useTranslation } from "#app/utils/use-translation.ts";
import { PublicLayout } from "#app/features/shell/public-layout.tsx";
import type { PageHandle } from "#app/utils/handle.ts";

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

// Public, and linked from the console menu: the same page for visitors and members.
export default function PrivacyPolicy() {
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
