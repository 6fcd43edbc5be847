import { MonitorPlay } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { useFetcher } from "react-router";
import { CsrfInput } from "#app/components/forms.tsx";
import { liveLanguages } from "#app/neutral/languages.ts";

type Reply = { error: string | null; token: string | null; revoked?: boolean };

/** On the go-live page: make a display link (TV, projector, OBS), set its view, or revoke them. */
export function DisplayPanel({ broadcastId }: { broadcastId: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Reply>();
  const [lang, setLang] = useState("es");
  const [lang2, setLang2] = useState("");
  const [lines, setLines] = useState(2);
  const [transparent, setTransparent] = useState(false);
  const [size, setSize] = useState(56);
  const token = fetcher.data?.token;
  const query = new URLSearchParams({
    lang,
    ...(lang2 ? { lang2 } : {}),
    lines: String(lines),
    size: String(size),
    ...(transparent ? { bg: "transparent" } : {}),
  });
  const path = token ? `/display/${token}?${query}` : null;
  const url = path && typeof window !== "undefined" ? `${window.location.origin}${path}` : path;
  return (
    <section className="panel stack display-panel" aria-labelledby="display-title">
      <h2 id="display-title">{t("listener.display.title")}</h2>
      <p className="muted">{t("listener.display.body")}</p>
      <div className="row-wrap">
        <div className="field">
          <label htmlFor="display-lang">{t("listener.display.languages")}</label>
          <select id="display-lang" value={lang} onChange={(event) => setLang(event.target.value)}>
            {liveLanguages.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="display-lang2">{t("listener.display.second")}</label>
          <select id="display-lang2" value={lang2} onChange={(event) => setLang2(event.target.value)}>
            <option value="">—</option>
            {liveLanguages.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="display-lines">{t("listener.display.lines")}</label>
          <input
            id="display-lines"
            type="number"
            min={1}
            max={8}
            value={lines}
            onChange={(event) => setLines(Number(event.target.value) || 2)}
          />
        </div>
        <div className="field">
          <label htmlFor="display-size">{t("listener.display.fontSize")}</label>
          <input
            id="display-size"
            type="number"
            min={16}
            max={160}
            value={size}
            onChange={(event) => setSize(Number(event.target.value) || 56)}
          />
        </div>
      </div>
      <label className="checkbox-field">
        <input type="checkbox" checked={transparent} onChange={(event) => setTransparent(event.target.checked)} />{" "}
        {t("listener.display.transparent")}
      </label>
      <fetcher.Form method="post" action="/display-links" className="row-wrap">
        <CsrfInput />
        <input type="hidden" name="broadcastId" value={broadcastId} />
        <button type="submit" name="intent" value="create" className="btn btn-secondary">
          <MonitorPlay aria-hidden size={16} /> {t("listener.display.create")}
        </button>
        <button type="submit" name="intent" value="revoke" className="btn btn-ghost">
          {t("listener.display.revoke")}
        </button>
      </fetcher.Form>
      {fetcher.data?.revoked ? <p role="status">{t("listener.display.revoked")}</p> : null}
      {url ? (
        <div className="stack">
          <input className="share-link display-link" readOnly value={url} aria-label={t("listener.display.link")} />
          <a className="btn btn-primary" href={path!} target="_blank" rel="noreferrer">
            {t("listener.display.open")}
          </a>
        </div>
      ) : null}
    </section>
  );
}
