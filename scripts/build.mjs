// `npm run build`: `next build`, with its output passed through, and a failure when that output
// has a warning: a clean build prints none (a warning on the first build, such as Node-only code
// in the Edge bundle, is otherwise seen once and then hidden by the build cache).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const WARNING = /^\s*(?:⚠|Warning:)|build encountered \d+ warnings?/im;
// Printed on every build from a fresh clone (no `.next/cache` yet): about the machine, not the code.
const MACHINE_NOTICES = /^.*No build cache found.*$/gm;

const child = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
});
let output = '';
for (const [stream, target] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    output += chunk.toString();
    target.write(chunk);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (code === 0 && WARNING.test(output.replace(MACHINE_NOTICES, ''))) {
    console.error('\nThe build printed a warning (see above); a clean build prints none.');
    process.exit(1);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
