// Minimal types for the parts of autocannon this benchmark uses (@types/autocannon is not a
// dependency of the project).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { method?: string; path?: string }[];
  }
  interface Result {
    requests: { average: number };
    errors: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
  }
  export default function autocannon(options: Options): Instance;
}
