import { useTranslation } from "#app/utils/use-translation.ts";
import { readMailbox } from "#app/utils/email.server.ts";
import { env } from "#app/utils/env.server.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/dev-mailbox";
import { dateFormat } from "#app/utils/format.ts";

/** What `toLocaleString` shows: numeric date and time, seconds included. */
const dateAndTime = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
} as const;

export const handle = pageHandle("mailbox.title");

// Without SMTP_URL, mail is kept on disk: the super administrator can read it here.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, "devMailbox");
  return { smtp: Boolean(env.SMTP_URL), messages: env.SMTP_URL ? [] : await readMailbox() };
}

export default function DevMailboxPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="stack-lg">
      <p className="muted">{loaderData.smtp ? t("mailbox.usingSmtp") : t("mailbox.explain")}</p>
      {!loaderData.smtp && loaderData.messages.length === 0 ? (
        <p className="panel muted">{t("mailbox.empty")}</p>
      ) : null}
      <ul className="request-list">
        {loaderData.messages.map((message) => (
          <li key={message.id} className="panel stack">
            <div className="row-between">
              <p className="sermon-card-title">{message.subject}</p>
              <span className="muted small">
                {dateFormat(i18n.language, dateAndTime).format(new Date(message.sentAt))}
              </span>
            </div>
            <p className="muted small">{t("mailbox.to", { to: message.to })}</p>
            <pre className="mail-text">{message.text}</pre>
          </li>
        ))}
      </ul>
    </div>
  );
}
