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
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
