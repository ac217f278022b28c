// `npm test`: the whole suite in one command: types, lint, the contract lint, formatting, every
// Vitest project (unit, api, browser, storybook in Chromium) and the Playwright journeys. Prints
// what ran.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_MISSING, findChromium } from '../test/chromium.ts';
import { JAVA_MISSING, findJava } from '../test/java.ts';
import {
  type PlaywrightSuite,
  type VitestReport,
  playwrightFailures,
  vitestFailures,
} from './test-failures.ts';

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

const root = path.resolve(import.meta.dirname, '..');
const results: StepResult[] = [];

/** Runs one step with inherited output and records whether it passed. */
function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

/** `step` without blocking: the checks running beside it keep reading their output meanwhile. */
function stepBeside(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    const end = (ok: boolean) => {
      results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
      resolve(ok);
    };
    child.on('error', () => end(false));
    child.on('close', (code) => end(code === 0));
  });
}

/**
 * Runs read-only checks `lanes` at a time (each is one process on one core), their output held
 * and printed in order when each ends, and records each as `step` does. `yielding`: at the lowest
 * CPU priority (nice 19), so that they only take the time the step beside them leaves idle.
 */
async function concurrentSteps(
  steps: [name: string, command: string, args: string[]][],
  lanes: number,
  yielding = false,
) {
  const run = ([name, command, args]: (typeof steps)[number]) =>
    new Promise<{ name: string; ok: boolean; seconds: number; output: string; line: string }>(
      (resolve) => {
        const started = Date.now();
        const child = yielding
          ? spawn('nice', ['-n', '19', command, ...args], { cwd: root, env: process.env })
          : spawn(command, args, { cwd: root, env: process.env });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const end = (ok: boolean) =>
          resolve({
            name,
            ok,
            seconds: (Date.now() - started) / 1000,
            output,
            line: `${command} ${args.join(' ')}`,
          });
        child.on('error', (error) => {
          output += `${error.message}\n`;
          end(false);
        });
        child.on('close', (code) => end(code === 0));
      },
    );
  const pending = [...steps];
  const done: Awaited<ReturnType<typeof run>>[] = [];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let next = pending.shift(); next; next = pending.shift()) done.push(await run(next));
    }),
  );
  for (const [name] of steps) {
    const step = done.find((result) => result.name === name);
    if (!step) continue;
    console.log(`\n━━ ${step.name}: ${step.line}`);
    process.stdout.write(step.output);
    results.push({ name: step.name, ok: step.ok, seconds: step.seconds });
  }
}

// The browser projects and the journeys need a Chromium, and the journeys' HTML check a Java: say
// how to get them before anything runs, not after minutes of unit tests.
const missing = [
  findChromium() === null ? CHROMIUM_MISSING : null,
  findJava() === null ? JAVA_MISSING : null,
];
if (missing.some(Boolean)) {
  for (const line of missing) if (line) console.error(line);
  process.exit(1);
}

const npx = 'npx';
// Types, lint, the contract lint and the format check run beside the journeys, one after another:
// the journeys run one at a time and leave a core mostly idle (CI, 2 cores), while Vitest uses
// both. Before, they ran first, two at a time, ~80 s of CI's wall time on their own.
const staticChecks: Parameters<typeof concurrentSteps>[0] = [
  ['lint', npx, ['eslint', '.', '--max-warnings=0']],
  ['typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['openapi lint', npx, ['redocly', 'lint', 'openapi.yaml', '--format=stylish']],
  // Formatting is part of the check (issue 23): one Prettier run over the tree, as `npm run format` writes it.
  ['format', npx, ['prettier', '--check', '.', '--log-level=warn']],
];

// The deploy project needs nginx and a PostgreSQL server. CI (.ci/run) provides both and must run
// it; on a newcomer's machine without them it is left out by name, with what to install, rather
// than failing a first `npm test` or passing in silence.
const deployMissing = [
  ...(['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => existsSync(file)) ? [] : ['nginx']),
  ...(process.env.DATABASE_URL_TEST ? [] : ['DATABASE_URL_TEST (a PostgreSQL server)']),
];
const runsDeploy = process.env.CI === 'true' || deployMissing.length === 0;
const vitestProjects = runsDeploy
  ? []
  : ['unit', 'api', 'browser', 'storybook'].flatMap((name) => ['--project', name]);

mkdirSync(path.join(root, 'test-results'), { recursive: true });

const hasJourneys =
  existsSync(path.join(root, 'e2e')) &&
  readdirSync(path.join(root, 'e2e')).some((file) => file.endsWith('.spec.ts'));

/**
 * The journeys' web build, made beside Vitest at nice 19 (it takes only what Vitest's pages leave
 * idle) instead of first thing in the journeys' step: 60-180 s of that step's wall time before.
 * Into a folder of this run, as e2e/playwright.config.ts makes it; it reads E2E_PREBUILT_WEB and
 * only starts the server. Resolves to the folder, or to null when the build failed (its output
 * printed), and then Playwright builds as before.
 */
function buildJourneysWeb(): Promise<string | null> {
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'katalog-e2e-web-')), 'web');
  const logFile = path.join(root, 'test-results', 'e2e-web-build.log');
  // Output to a file: Vitest's step blocks this process, so nothing would read a pipe meanwhile.
  const log = openSync(logFile, 'w');
  // The shell touches the log as the build ends: this process hears of the end only after Vitest.
  const child = spawn(
    'sh',
    [
      '-c',
      'nice -n 19 "$@"; status=$?; touch "$0"; exit $status',
      logFile,
      ...[npx, 'vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    ],
    { cwd: root, env: process.env, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  const started = Date.now();
  return new Promise((resolve) => {
    const end = (ok: boolean) => {
      const seconds = (statSync(logFile).mtimeMs - started) / 1000;
      results.push({ name: 'e2e web build (beside Vitest, nice 19)', ok, seconds });
      if (!ok) {
        console.log(`\n━━ e2e web build failed; Playwright builds it again:`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
      }
      // A failed build's folder goes at once; a built one after the journeys that read it.
      if (!ok) rmSync(path.dirname(outDir), { recursive: true, force: true });
      resolve(ok ? outDir : null);
    };
    child.on('error', () => end(false));
    child.on('close', (code) => end(code === 0));
  });
}
const journeysWeb = hasJourneys ? buildJourneysWeb() : Promise.resolve(null);

const vitestReport = path.join(root, 'test-results', 'vitest.json');
step(`vitest (unit, api, ${runsDeploy ? 'deploy, ' : ''}browser, storybook)`, npx, [
  'vitest',
  'run',
  ...vitestProjects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as VitestReport & {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  failures.push(...vitestFailures(report, (file) => path.relative(root, file)));
}

// One lane beside the journeys (two lanes when there are none), yielding the CPU to them: a
// journey waits on timeouts (60 s a test, 10 s an expectation) that a check must not eat into.
const checksDone = concurrentSteps(staticChecks, hasJourneys ? 1 : 2, hasJourneys);
if (hasJourneys) {
  const e2eReport = path.join(root, 'test-results', 'e2e.json');
  const prebuilt = await journeysWeb;
  const ok = await stepBeside(
    'e2e (Playwright, Chromium)',
    npx,
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    prebuilt ? { ...process.env, E2E_PREBUILT_WEB: prebuilt } : process.env,
  );
  // The run's own build (tens of MB a run in the temporary folder, left behind before).
  if (prebuilt) rmSync(path.dirname(prebuilt), { recursive: true, force: true });
  if (existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites?: PlaywrightSuite[];
    };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    failures.push(...playwrightFailures(report.suites ?? []).map((line) => `e2e/${line}`));
  } else if (!ok) {
    failed += 1;
  }
}
await checksDone;

console.log('\n━━ summary');
if (failures.length > 0)
  console.log(`failed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const stepsFailed = results.filter((r) => !r.ok).length;
if (stepsFailed > 0 && failed === 0) failed = stepsFailed;
if (!runsDeploy) {
  console.log(
    `NOT RUN deploy (nginx in front of two instances): needs ${deployMissing.join(' and ')}; ` +
      '`apt-get install -y nginx postgresql` and DATABASE_URL_TEST, or `bash .ci/run`, which provides both',
  );
}
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepsFailed > 0 ? 1 : 0);
