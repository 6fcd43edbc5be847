import { redirect } from "react-router";

/** The mobile pages need every named query parameter non-empty, else they go silently to "/". */
export function requireQueryParams<K extends string>(request: Request, names: readonly K[]): Record<K, string> {
  const params = new URL(request.url).searchParams;
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (!value) throw redirect("/");
    values[name] = value;
  }
  return values;
}
