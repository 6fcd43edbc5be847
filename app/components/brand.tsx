import { useTranslation } from "#app/utils/use-translation.ts";

/** The wordmark: a speech bubble holding several tongues' worth of lines. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="brand">
      <svg className="brand-logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden>
        <path
          d="M5 6h22a3 3 0 0 1 3 3v11a3 3 0 0 1-3 3H14l-6 5v-5H5a3 3 0 0 1-3-3V9a3 3 0 0 1 3-3z"
          fill="currentColor"
        />
        <path d="M8 12h9M8 16h14M20 12h4" stroke="var(--brand-ink)" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {compact ? null : <span className="brand-name">{t("app.name")}</span>}
    </span>
  );
}
