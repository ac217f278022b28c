// The Java runtime the Nu HTML Checker (vnu-jar, in e2e/seo.spec.ts) runs on, found in this order:
// `JAVA_HOME/bin/java`, then `java` on PATH. Like Chromium, `npm test` looks for it before running
// anything and says in one line how to get one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The one line a newcomer reads when no Java is found. */
export const JAVA_MISSING =
  'Java tidak ditemukan (pemeriksa HTML vnu-jar membutuhkannya): pasang dengan ' +
  '`sudo apt-get install -y default-jre-headless` (Debian/Ubuntu), atau tunjuk yang sudah ada dengan JAVA_HOME=/jalur/ke/jre.';

/** True when `file -version` runs and exits 0. */
function runs(file: string): boolean {
  return spawnSync(file, ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The java to run, or null. A `JAVA_HOME` whose java does not run is not skipped silently: it is
 * the only candidate then, so a wrong setting fails instead of testing with another runtime.
 */
export function findJava(
  env: NodeJS.ProcessEnv = process.env,
  works: (file: string) => boolean = runs,
): string | null {
  if (env.JAVA_HOME) {
    const file = path.join(env.JAVA_HOME, 'bin', 'java');
    return works(file) ? file : null;
  }
  return works('java') ? 'java' : null;
}
