import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { StyleGuidePage } from "#app/features/style-guide/style-guide-page.tsx";
import { createHttpClient } from "#app/features/style-guide/sample-users/http-client.ts";
import { SampleUsersProvider, type ProviderState } from "#app/features/style-guide/sample-users/provider.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { accessLoader } from "#app/features/auth/route-access.server.ts";

export const handle = pageHandle("sampleUsers.title", { titleKey: "basic.title", to: "/basic/typography" });
export const loader = accessLoader("styleGuide");

const EMPTY: ProviderState = { status: "idle", users: [], error: null };

/** The sample users provider of requirements R9.1, with the other sample values it lists. */
export default function SampleUsersSpecimen() {
  const { t } = useTranslation();
  const theme = useRootData()?.theme ?? "light";
  const [provider] = useState(() => new SampleUsersProvider(createHttpClient({ baseUrl: "/api/sample" })));
  const state = useSyncExternalStore(provider.subscribe, provider.getState, () => EMPTY);
  const [transcription, setTranscription] = useState("");
  const [active, setActive] = useState(false);
  useEffect(() => void provider.load(), [provider]);
  const first = state.users[0];
  const last = state.users.at(-1);

  return (
    <StyleGuidePage titleKey="sampleUsers.title">
      <dl className="stack">
        <div>
          <dt>{t("sampleUsers.theme")}</dt>
          <dd data-testid="theme-value">{theme}</dd>
        </div>
        <div>
          <dt>{t("sampleUsers.status")}</dt>
          <dd data-testid="provider-status">{t(`sampleUsers.states.${state.status}`)}</dd>
        </div>
        <div>
          <dt>
            <label htmlFor="transcription">{t("sampleUsers.transcription")}</label>
          </dt>
          <dd>
            <input
              id="transcription"
              className="input"
              value={transcription}
              onChange={(event) => setTranscription(event.target.value)}
            />
          </dd>
        </div>
        <div>
          <dt>{t("sampleUsers.active")}</dt>
          <dd>
            <label>
              <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />{" "}
              {active ? t("sampleUsers.on") : t("sampleUsers.off")}
            </label>
          </dd>
        </div>
      </dl>
      {state.status === "failure" ? <p role="alert">{t("sampleUsers.loadFailed")}</p> : null}
      <ul aria-label={t("sampleUsers.list")} className="stack">
        {state.users.map((user) => (
          <li key={user.id} data-testid="sample-user">
            {user.id}. {String(user.name ?? "")}
          </li>
        ))}
      </ul>
      <div className="row-wrap">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void provider.create({ name: t("sampleUsers.newName") })}
        >
          {t("sampleUsers.create")}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!first}
          onClick={() => first && void provider.update(first.id, { name: `${String(first.name)} ✓` })}
        >
          {t("sampleUsers.updateFirst")}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={!last}
          onClick={() => last && void provider.remove(last.id)}
        >
          {t("sampleUsers.deleteLast")}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void provider.load()}>
          {t("sampleUsers.reload")}
        </button>
      </div>
    </StyleGuidePage>
  );
}
