// The failed tests of a run, by name, read from the Vitest and Playwright JSON reports, so that
// `npm test`'s summary repeats them: CI keeps only the tail of the output, and a failure that
// scrolled away above it cannot be told from a flaky one.

/** The part of Vitest's JSON report that names failures. */
export interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** The part of Playwright's JSON report that names failures. */
export interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    ok: boolean;
    tests: { results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

const MAX_LINE = 200;

/** The first line of a failure message, without terminal colour codes, cut to one readable line. */
export function firstLine(message: string | undefined): string {
  const line =
    (message ?? '')
      // eslint-disable-next-line no-control-regex -- the colour codes start with ESC
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')[0] ?? '';
  return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line;
}

/** `file > test name: first error line` for each failed Vitest test, and for a file that failed before any test ran. */
export function vitestFailures(report: VitestReport, relative: (file: string) => string): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const name = relative(file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && tests.length === 0)
      return [`${name}: ${firstLine(file.message)}`];
    return tests.map(
      (test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

/** `file > journey: first error line` for each journey that did not pass (flaky ones passed on retry). */
export function playwrightFailures(suites: PlaywrightSuite[], file = ''): string[] {
  return suites.flatMap((suite) => {
    const own = suite.file ?? file;
    return [
      ...(suite.specs ?? [])
        .filter((spec) => !spec.ok)
        .map((spec) => {
          const error = spec.tests
            .flatMap((test) => test.results)
            .find((result) => result.error)?.error;
          return `${own} > ${spec.title}: ${firstLine(error?.message)}`;
        }),
      ...playwrightFailures(suite.suites ?? [], own),
    ];
  });
}
