import { languageStorageKey } from "#app/neutral/languages.ts";

/** The locally stored values of requirements R4.10, mirrored from the server's session. */
export type LocalSession = {
  userType: string;
  userEmail: string;
  firstName: string;
  lastName: string;
  churchId: string;
};

const keys: (keyof LocalSession)[] = ["userType", "userEmail", "firstName", "lastName", "churchId"];

export function storeLocalSession(values: LocalSession) {
  for (const key of keys) localStorage.setItem(key, values[key]);
}

/** Logout clears all local storage except the chosen interface language. */
export function clearLocalSession() {
  const language = localStorage.getItem(languageStorageKey);
  localStorage.clear();
  if (language) localStorage.setItem(languageStorageKey, language);
}
