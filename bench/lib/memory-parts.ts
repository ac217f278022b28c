// A process's resident memory by part, from /proc/<pid>/smaps (Linux), for the benches' memory
// figures (docs/decisions.md, "… session 24, mem4"): RSS alone does not tell the collector's
// heaps from malloc's or from PGlite's WebAssembly memory.
//   - malloc's main heap: the `[heap]` mapping (brk);
//   - malloc's other arenas: glibc maps each as a 64 MB region aligned to 64 MB, its used start
//     read-write and the rest PROT_NONE (HEAP_MAX_SIZE on 64-bit);
//   - WebAssembly: V8 reserves a memory with a guard region of gigabytes behind it (PROT_NONE);
//     what is read-write before it is the memory itself;
//   - code: anonymous executable mappings (V8's generated code);
//   - files: the node binary and the libraries;
//   - V8 and other anonymous: the rest, the collector's heaps of every thread, malloc's blocks
//     past MALLOC_MMAP_THRESHOLD_ (large ArrayBuffers), thread stacks.
import { readFileSync } from 'node:fs';

export interface MemoryParts {
  mallocHeap: number;
  mallocArenas: number;
  wasm: number;
  code: number;
  files: number;
  anonymous: number;
}

const MB = 1024 * 1024;
const ARENA = 64 * MB;
const GUARD = 1024 * MB;

interface Mapping {
  start: number;
  end: number;
  perms: string;
  name: string;
  rss: number;
}

/** The parts, in bytes, of the mappings listed in an smaps text. */
export function memoryParts(smaps: string): MemoryParts {
  const mappings: Mapping[] = [];
  for (const line of smaps.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      mappings.push({
        start: parseInt(head[1] as string, 16),
        end: parseInt(head[2] as string, 16),
        perms: head[3] as string,
        name: head[4] as string,
        rss: 0,
      });
      continue;
    }
    const last = mappings.at(-1);
    if (last && line.startsWith('Rss:')) last.rss = Number(line.split(/\s+/)[1]) * 1024;
  }
  const parts: MemoryParts = {
    mallocHeap: 0,
    mallocArenas: 0,
    wasm: 0,
    code: 0,
    files: 0,
    anonymous: 0,
  };
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const reserved = next && next.start === mapping.end && next.perms.startsWith('---');
    if (mapping.name === '[heap]') parts.mallocHeap += mapping.rss;
    else if (mapping.name.startsWith('/') || mapping.name.startsWith('['))
      parts.files += mapping.rss;
    else if (mapping.perms.includes('x')) parts.code += mapping.rss;
    else if (reserved && next.end - next.start >= GUARD) parts.wasm += mapping.rss;
    else if (
      mapping.start % ARENA === 0 &&
      (mapping.end - mapping.start === ARENA || (reserved && next.end === mapping.start + ARENA))
    )
      parts.mallocArenas += mapping.rss;
    else parts.anonymous += mapping.rss;
  });
  return parts;
}

/** A process's parts now; null when it is gone or not Linux. */
export function readMemoryParts(pid: number): MemoryParts | null {
  try {
    return memoryParts(readFileSync(`/proc/${pid}/smaps`, 'utf8'));
  } catch {
    return null;
  }
}

/** One line: "malloc 37 + 64 MB, V8 and other anonymous 320 MB, WebAssembly 40 MB, …". */
export function describeParts(parts: MemoryParts): string {
  const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  return [
    `malloc ${mb(parts.mallocHeap)} + arenas ${mb(parts.mallocArenas)}`,
    `V8 heaps and other anonymous ${mb(parts.anonymous)}`,
    `WebAssembly ${mb(parts.wasm)}`,
    `code ${mb(parts.code)}`,
    `files ${mb(parts.files)}`,
  ].join(', ');
}
