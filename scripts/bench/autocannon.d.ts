// The part of autocannon's API that scripts/bench/server.ts uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    /** For `requests`: the requests completed. */
    total: number;
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (status: number, body: string) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    idReplacement?: boolean;
    requests?: Request[];
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Instance extends Promise<Result> {
    stop(): void;
    on(event: 'response', listener: () => void): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
