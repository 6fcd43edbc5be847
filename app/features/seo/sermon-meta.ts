import type { TFunction } from "i18next";
import type { PageHandle } from "#app/utils/handle.ts";

type SermonLike = { title?: unknown; organisation?: unknown };

/** The organisation's name, whether the loader sends it as a string or as { name }. */
function organisationNameOf(organisation: unknown): string | null {
  if (typeof organisation === "string") return organisation;
  const name = (organisation as { name?: unknown } | null)?.name;
  return typeof name === "string" ? name : null;
}

/**
 * Title and description of a shared sermon link ("Sunday service · Grace Church"), from any
 * loader data with a `sermon: { title, organisation }` — the listener pages' data, or the
 * sign-in page's preview of the sermon a signed-out visitor is being sent back to.
 */
export function describeSermon(data: unknown, t: TFunction) {
  const sermon = (data as { sermon?: SermonLike } | null)?.sermon;
  if (!sermon || typeof sermon !== "object") return null;
  // A sermon started without a title is shown as the listener page shows it.
  const title = typeof sermon.title === "string" && sermon.title ? sermon.title : t("live.untitled");
  const organisation = organisationNameOf(sermon.organisation);
  return {
    title: organisation ? `${title} · ${organisation}` : title,
    description: t("seo.listenDescription", { sermon: title, church: organisation ?? t("app.name") }),
  };
}

/** A listener page's handle: its title names the sermon and the church. */
export function listenerHandle(base: PageHandle): PageHandle {
  return { ...base, describe: describeSermon };
}

/**
 * The sign-in page's handle: when a signed-out visitor (or a link-preview robot) arrives from a
 * shared join link, the preview names that sermon; the tab still says "Sign in".
 */
export function signInHandle(base: PageHandle): PageHandle {
  return {
    ...base,
    describe: (data, t) => {
      const shared = describeSermon((data as { joinPreview?: unknown } | null)?.joinPreview, t);
      return shared ? { title: t(base.titleKey), shareTitle: shared.title, description: shared.description } : null;
    },
  };
}
