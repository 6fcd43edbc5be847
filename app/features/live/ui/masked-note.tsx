import { EyeOff } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";

/** The booth sees what the room masked as words never shown (issue 42); no listener ever does. */
export function MaskedNote({ words }: { words: string[] }) {
  const { t } = useTranslation();
  if (!words.length) return null;
  return (
    <p className="operator-masked" role="status">
      <EyeOff aria-hidden size={16} /> {t("liveFlow.masked", { words: words.join(", ") })}
    </p>
  );
}
