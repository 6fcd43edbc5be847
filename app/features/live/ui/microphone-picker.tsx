import { useEffect, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";

/** Where the chosen microphone is kept for the live panel (this tab only). */
export const MICROPHONE_KEY = "microphone";

/**
 * Lists the device's microphones. The browser's speech recogniser always listens to the
 * default input, so the choice sets the preferred device for capture and for the Azure path.
 */
export function MicrophonePicker({ name }: { name: string }) {
  const { t } = useTranslation();
  const [devices, setDevices] = useState<MediaDeviceInfo[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    const list = async () => {
      if (!navigator.mediaDevices?.enumerateDevices) return setDevices([]);
      const all = await navigator.mediaDevices.enumerateDevices();
      if (!cancelled) setDevices(all.filter((device) => device.kind === "audioinput"));
    };
    void list();
    navigator.mediaDevices?.addEventListener?.("devicechange", list);
    return () => {
      cancelled = true;
      navigator.mediaDevices?.removeEventListener?.("devicechange", list);
    };
  }, []);
  return (
    <div className="field">
      <label htmlFor="microphone">{t("live.microphone")}</label>
      {devices && devices.length === 0 ? (
        <p className="field-hint" role="status">
          {t("live.errors.noMicrophones")}
        </p>
      ) : (
        <select
          id="microphone"
          name={name}
          disabled={!devices}
          onChange={(event) => sessionStorage.setItem(MICROPHONE_KEY, event.target.value)}
        >
          {(devices ?? []).map((device, index) => (
            <option key={device.deviceId || index} value={device.deviceId}>
              {device.label || `${t("live.defaultMicrophone")} ${index + 1}`}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
