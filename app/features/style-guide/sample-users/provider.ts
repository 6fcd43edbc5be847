// The sample users provider of requirements R9.1–R9.2: loading, then success (list filled) or
// failure (error kept and logged); create appends with id = list length + 1; update replaces by id
// with the response data merged with the id; delete removes by id. Local state changes only after
// a call succeeds; a failed create, update or delete is only logged.
import type { HttpClient } from "./http-client.ts";

export type SampleUser = { id: number; [field: string]: unknown };
export type ProviderState =
  | { status: "idle"; users: SampleUser[]; error: null }
  | { status: "loading"; users: SampleUser[]; error: null }
  | { status: "success"; users: SampleUser[]; error: null }
  | { status: "failure"; users: SampleUser[]; error: string };

type Logger = (message: string, error: unknown) => void;

export class SampleUsersProvider {
  private state: ProviderState = { status: "idle", users: [], error: null };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly client: HttpClient,
    private readonly log: Logger = (message, error) => console.error(message, error),
    private readonly path = "/users",
  ) {}

  getState = () => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(state: ProviderState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  async load() {
    this.set({ status: "loading", users: this.state.users, error: null });
    try {
      const { data } = await this.client.request<SampleUser[]>("GET", this.path);
      this.set({ status: "success", users: Array.isArray(data) ? data : [], error: null });
    } catch (error) {
      this.log("Could not load the sample users", error);
      this.set({
        status: "failure",
        users: this.state.users,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async create(user: Omit<SampleUser, "id">) {
    try {
      const { data } = await this.client.request<Omit<SampleUser, "id">>("POST", this.path, user);
      // Requirements R9.1's rule, whatever id the service answered with.
      this.replaceUsers([...this.state.users, { ...data, id: this.state.users.length + 1 }]);
    } catch (error) {
      this.log("Could not create a sample user", error);
    }
  }

  async update(id: number, user: Omit<SampleUser, "id">) {
    try {
      const { data } = await this.client.request<Omit<SampleUser, "id">>("PUT", `${this.path}/${id}`, user);
      this.replaceUsers(this.state.users.map((existing) => (existing.id === id ? { ...data, id } : existing)));
    } catch (error) {
      this.log("Could not update a sample user", error);
    }
  }

  async remove(id: number) {
    try {
      await this.client.request("DELETE", `${this.path}/${id}`);
      this.replaceUsers(this.state.users.filter((existing) => existing.id !== id));
    } catch (error) {
      this.log("Could not delete a sample user", error);
    }
  }

  private replaceUsers(users: SampleUser[]) {
    this.set(
      this.state.status === "failure"
        ? { status: "failure", users, error: this.state.error }
        : ({ status: this.state.status, users, error: null } as ProviderState),
    );
  }
}
