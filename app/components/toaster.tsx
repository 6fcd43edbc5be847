import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { isMessageKey } from "#app/locales/keys.ts";

type Toast = { id: string; type: "success" | "error" | "info"; messageKey: string };

const icons = { success: CheckCircle2, error: XCircle, info: Info };

/** Shows the flash-cookie toast; announced to screen readers, dismissed by hand or after 6 s. */
export function Toaster({ toast }: { toast: Toast | null }) {
  const { t, i18n } = useTranslation();
  const [visible, setVisible] = useState<Toast | null>(toast);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), 6000);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="toaster" aria-live="polite">
      {visible ? (
        <div className={`toast toast-${visible.type}`} role={visible.type === "error" ? "alert" : "status"}>
          {(() => {
            const Icon = icons[visible.type];
            return <Icon aria-hidden size={18} />;
          })()}
          <span>{isMessageKey(i18n, visible.messageKey) ? t(visible.messageKey) : visible.messageKey}</span>
          <button type="button" className="icon-button" onClick={() => setVisible(null)} aria-label="×">
            <X aria-hidden size={16} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
