// Shared by the benches that run their server (or seeding) in a child process, so that the load
// generator does not share its thread: waiting for the line the child prints when it is ready.
import type { ChildProcess } from 'node:child_process';

/**
 * The rest of the first line of the child's output that starts with `prefix` (`READY {json}`);
 * with `echo`, the lines before it are printed (what the child says later is not). Fails when
 * the child exits first.
 */
export function waitForLine(child: ChildProcess, prefix: string, echo: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let found = false;
    // Stays attached once the line is found, so the child's pipe keeps draining.
    child.stdout?.on('data', (chunk: Buffer) => {
      if (found) return;
      buffer += chunk.toString();
      let newline;
      while (!found && (newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        found = line.startsWith(prefix);
        if (found) resolve(line.slice(prefix.length));
        else if (echo) console.log(line);
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`${child.spawnargs.slice(1).join(' ')} exited with ${code}`)),
    );
  });
}
