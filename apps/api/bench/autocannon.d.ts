// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number } & {
    [percentile: `p${string}`]: number;
  };
  /** One run's figures before aggregation (`skipAggregateResult: true`). */
  export type RawResult = {
    duration: number;
    totalCompletedRequests: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export type Result = {
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    /** Requests a second over all connections (an open load); as fast as answered without it. */
    overallRate?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
    skipAggregateResult?: boolean;
  };
  function autocannon(options: Options & { skipAggregateResult: true }): Promise<RawResult>;
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    /** Merges the latency histograms of several raw runs. */
    function aggregateResult(results: RawResult[], options: Options): Result;
  }
  export default autocannon;
}
