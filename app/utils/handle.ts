/** What a console route tells the header: its title and where it sits in the breadcrumb. */
export type PageHandle = {
  titleKey: string;
  parent?: { titleKey: string; to: string };
};

export function pageHandle(titleKey: string, parent?: PageHandle["parent"]): PageHandle {
  return { titleKey, parent };
}
