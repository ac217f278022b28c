import { describe, expect, it } from 'vitest';
import { JAVA_MISSING, findJava } from './java.ts';

const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('findJava', () => {
  it('takes JAVA_HOME first', () => {
    expect(findJava({ JAVA_HOME: '/opt/jre' }, only('/opt/jre/bin/java', 'java'))).toBe(
      '/opt/jre/bin/java',
    );
  });

  it('does not fall back when JAVA_HOME holds no working java', () => {
    expect(findJava({ JAVA_HOME: '/typo/jre' }, only('java'))).toBeNull();
  });

  it('then java on PATH', () => {
    expect(findJava({}, only('java'))).toBe('java');
  });

  it('finds nothing when none runs, and the message says how to get one', () => {
    expect(findJava({}, () => false)).toBeNull();
    expect(JAVA_MISSING).toContain('apt-get install -y default-jre-headless');
    expect(JAVA_MISSING).toContain('JAVA_HOME');
  });

  it('runs the real command: a missing program is not found', () => {
    expect(findJava({ JAVA_HOME: '/nonexistent-katalog-jre' })).toBeNull();
  });
});
