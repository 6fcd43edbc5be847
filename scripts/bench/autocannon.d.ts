// The little of autocannon's API bench:load uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Each connection loops over these; `setupRequest` may change a request before it is sent. */
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  };
  type RawRequest = { path?: string; method?: string; headers?: Record<string, string> };
  type Result = {
    requests: { average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  /** A run: its result, and an event for every answer (its time in ms). */
  type Run = Promise<Result> & {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  };
  export default function autocannon(options: Options): Run;
}
