// Minimal types for the parts of autocannon the benchmarks use (@types/autocannon is not a
// dependency of the project).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request; returns the request to send (bench/traffic: distinct URLs). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Client {
    requestIterator?: { context?: Record<string, unknown> };
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  export default function autocannon(options: Options): Instance;
}
