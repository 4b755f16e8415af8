// Runs a project command under a supported Node.js (scripts/node-runtime.mjs), so every npm
// script works on a machine whose Node is too old:
//   node scripts/run.mjs next build          a package's command from node_modules/.bin
//   node scripts/run.mjs scripts/bench.mjs   a script of the project
//   node scripts/run.mjs npm run test:all    any other command, with the supported Node first on PATH
// Exit code and stop signals pass through.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { envWithNode, root, supportedNode } from './node-runtime.mjs';

const [target, ...args] = process.argv.slice(2);
if (!target) {
  console.error('usage: node scripts/run.mjs <command> [arguments…]');
  process.exit(2);
}
const node = supportedNode();
const env = envWithNode(node);
const projectFile = path.resolve(root, target);
const packageBin = path.join(root, 'node_modules', '.bin', target);
const child = existsSync(projectFile)
  ? spawn(node, [projectFile, ...args], { stdio: 'inherit', env })
  : existsSync(packageBin)
    ? spawn(node, [realpathSync(packageBin), ...args], { stdio: 'inherit', env })
    : spawn(target, args, { stdio: 'inherit', env });

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
