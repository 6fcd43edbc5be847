import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import type { SectionWith } from "#app/locales/keys.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";

type Props = {
  /** i18n section with addTitle / editTitle / confirmDeleteBody for this entity. */
  section: SectionWith<"addTitle" | "editTitle" | "confirmDeleteBody">;
  /** The record's display name when editing; undefined when adding. */
  name?: string;
  subtitle?: string;
  listPath: string;
  confirmDelete: boolean;
  children: React.ReactNode;
};

/** The frame of every add/edit page: heading, back link, delete link and its confirmation. */
export function EditorFrame({ section, name, subtitle, listPath, confirmDelete, children }: Props) {
  const { t } = useTranslation();
  const editing = name !== undefined;
  return (
    <section className="panel editor" aria-labelledby="editor-title">
      <div className="row-between editor-head">
        <div>
          <h2 id="editor-title">{editing ? t(`${section}.editTitle`, { name }) : t(`${section}.addTitle`)}</h2>
          {subtitle ? <p className="muted">{subtitle}</p> : null}
        </div>
        <div className="row-wrap">
          <Link className="btn btn-ghost" to={listPath}>
            {t("crud.back")}
          </Link>
          {editing ? (
            <Link className="btn btn-danger" to="?confirm=delete" preventScrollReset>
              {t("crud.delete")}
            </Link>
          ) : null}
        </div>
      </div>
      {children}
      {editing && confirmDelete ? (
        <ConfirmDelete name={name} cancelTo="?" bodyKey={`${section}.confirmDeleteBody`} />
      ) : null}
    </section>
  );
}
