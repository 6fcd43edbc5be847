import type { InterfaceLanguage } from "#app/neutral/languages.ts";

// What a member tells their church about themselves at sign-up (and later in their profile), as the
// codes stored on User. Their words are the locale sections faith.*, referral.* and languageNames.*,
// the same keys everywhere: the forms, the dashboard charts, the analytics tables.

export const faithLevels = ["no_faith", "uncertain", "open", "exploring", "strong"] as const;

export const referralSources = [
  "friend_family",
  "church_event",
  "social_media",
  "community_outreach",
  "online_search",
  "flyer_poster",
] as const;

/** A member's own language: one of the interface languages, offered in this order. */
export const primaryLanguages = ["en", "es", "pt", "id", "zh"] as const satisfies readonly InterfaceLanguage[];
