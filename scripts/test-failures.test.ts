// npm test's summary names what failed (scripts/test-failures.ts).
import { describe, expect, it } from 'vitest';
import { firstLine, playwrightFailures, vitestFailures } from './test-failures.ts';

describe('test failures in the summary', () => {
  it('names each failed Vitest test with its file and first error line, and a file that failed to load', () => {
    const lines = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/server/test/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'suite passes', status: 'passed' },
              {
                fullName: 'suite breaks',
                status: 'failed',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3',
                ],
              },
            ],
          },
          {
            name: '/repo/src/b.test.ts',
            status: 'failed',
            message: 'Failed to load url ./missing.ts',
            assertionResults: [],
          },
          {
            name: '/repo/src/c.test.ts',
            status: 'passed',
            assertionResults: [{ fullName: 'fine', status: 'passed' }],
          },
        ],
      },
      (file) => file.replace('/repo/', ''),
    );
    expect(lines).toEqual([
      'server/test/a.test.ts > suite breaks: AssertionError: expected 1 to be 2',
      'src/b.test.ts: Failed to load url ./missing.ts',
    ]);
  });

  it('names failed journeys in nested suites, not the passed or flaky ones', () => {
    const lines = playwrightFailures([
      {
        title: 'seo.spec.ts',
        file: 'seo.spec.ts',
        specs: [
          { title: 'passes', ok: true, tests: [{ results: [{}] }] },
          {
            title: 'breaks',
            ok: false,
            tests: [{ results: [{ error: { message: 'Error: timed out\nstack' } }] }],
          },
        ],
        suites: [
          {
            title: 'inner',
            specs: [
              {
                title: 'deep break',
                ok: false,
                tests: [{ results: [{}, { error: { message: 'second try' } }] }],
              },
            ],
          },
        ],
      },
    ]);
    expect(lines).toEqual([
      'seo.spec.ts > breaks: Error: timed out',
      'seo.spec.ts > deep break: second try',
    ]);
  });

  it('cuts a long first line', () => {
    expect(firstLine('x'.repeat(300))).toHaveLength(201);
    expect(firstLine(undefined)).toBe('');
  });
});
