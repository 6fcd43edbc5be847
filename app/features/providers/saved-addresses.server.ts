// An address an organisation types for its providers is checked when it is saved (issue 40,
// decision 052): a private address, or a name that does not resolve, is refused there with a
// message on the field, not discovered by a sermon. A name that resolves now may still change;
// every request is checked again where it connects (outbound.server.ts).
import { checkProviderUrl, defaultGuardOptions, type GuardOptions } from "./address-guard.server.ts";

type ProviderFields = {
  translationProvider?: string | null;
  translatorEndpoint?: string | null;
  libreTranslateUrl?: string | null;
  speechLocation?: string | null;
};
type AddressField = "translatorEndpoint" | "libreTranslateUrl" | "speechLocation";

const messages = {
  private: "liveQuality.providers.test_private",
  unresolved: "liveQuality.providers.unresolved",
  invalid: "validation.urlInvalid",
} as const;

/** The first address the chosen providers would use that is refused, with the message for its field. */
export async function refusedProviderAddress(value: ProviderFields, options: GuardOptions = defaultGuardOptions()) {
  const typed: [AddressField, string | null | undefined][] = [
    ["translatorEndpoint", value.translationProvider === "azure" ? value.translatorEndpoint : null],
    ["libreTranslateUrl", value.translationProvider === "libretranslate" ? value.libreTranslateUrl : null],
    // A region ("westeurope") stands for Microsoft's own host, not an address the church chose.
    ["speechLocation", /^https?:\/\//i.test(value.speechLocation ?? "") ? value.speechLocation : null],
  ];
  for (const [field, address] of typed) {
    if (!address) continue;
    const checked = await checkProviderUrl(address, options);
    if (!checked.ok) return { field, message: messages[checked.reason] };
  }
  return null;
}
