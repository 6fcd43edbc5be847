import { useTranslation } from "#app/utils/use-translation.ts";
import { dateFormat, formatDateTime } from "#app/utils/format.ts";

/** What the memory page knows of where an entry came from (decision 063). */
export type EntryOrigin = {
  origin: string;
  updatedAt: string;
  sermon: { title: string | null; startedAt: string } | null;
  by: string | null;
};

const ORIGINS = ["manual", "booth", "prepared", "import"] as const;
const originOf = (origin: string) => ORIGINS.find((known) => known === origin) ?? "manual";

/** True for an entry the booth taught (a correction, or a prepared line changed in review). */
export const learnedLive = (origin: string) => origin === "booth" || origin === "prepared";

/**
 * "Booth correction · in “Sunday service” · by Ana Ruiz · 28 Nov 2026, 21:40": how, in which
 * sermon, by whom and when, each part only when known (a person or a sermon deleted since is not).
 */
export function MemoryOrigin({ entry, timeZone }: { entry: EntryOrigin; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const { sermon, by } = entry;
  const inSermon = !sermon
    ? null
    : sermon.title
      ? t("memory.originSermon", { sermon: sermon.title })
      : t("memory.originSermonOn", {
          date: dateFormat(i18n.language, { dateStyle: "medium", timeZone }).format(new Date(sermon.startedAt)),
        });
  const parts = [
    t(`memory.origins.${originOf(entry.origin)}`),
    inSermon,
    by ? t("memory.originBy", { name: by }) : null,
    formatDateTime(entry.updatedAt, i18n.language, timeZone),
  ];
  return <span className="memory-origin">{parts.filter(Boolean).join(" · ")}</span>;
}
