import { spawnSync } from 'node:child_process';

/** DynamoDB Local 3.x needs Java 17 or newer. */
const minimumJavaMajor = 17;

/** Thrown when Java is missing or too old; its message is the one line `npm start` prints. */
export class JavaMissingError extends Error {}

/** Fails with one clear sentence when `java` is not there or older than 17. */
export function assertJavaAvailable(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new JavaMissingError(
      `Java ${minimumJavaMajor}+ is required for DynamoDB Local but \`java\` was not found on PATH (Debian: apt-get install -y openjdk-17-jre-headless).`,
    );
  }
  // `java -version` prints e.g. `openjdk version "17.0.15"` (or `"1.8.0_392"` for Java 8) on stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : minimumJavaMajor;
  if (major < minimumJavaMajor) {
    throw new JavaMissingError(
      `Java ${minimumJavaMajor}+ is required for DynamoDB Local but \`java\` is version ${major}.`,
    );
  }
}
