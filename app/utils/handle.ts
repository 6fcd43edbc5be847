import type { TFunction } from "i18next";
import type { MessageKey } from "#app/locales/keys.ts";

/** What a route tells the header and the document head: its title, breadcrumb and description. */
export type PageHandle = {
  titleKey: MessageKey;
  parent?: { titleKey: MessageKey; to: string };
  /** Public pages: the meta description and Open Graph text, as a locale key. */
  descriptionKey?: MessageKey;
  /**
   * A page whose head depends on its data (a shared sermon link names the sermon and church):
   * returns the title and description (and the title a link preview shows, when it differs),
   * or null to fall back to titleKey/descriptionKey.
   */
  describe?: (loaderData: unknown, t: TFunction) => { title: string; description: string; shareTitle?: string } | null;
  /** A page that works as plain HTML (GET forms, links, popovers): sent without any script. */
  scriptless?: boolean;
};

export function pageHandle(titleKey: MessageKey, parent?: PageHandle["parent"]): PageHandle {
  return { titleKey, parent };
}
