// `npm start`: serves the production build on PORT (default 3000), building first when there is
// no build yet, so that `npm install && npm start` works on a fresh clone, on an old Node too
// (scripts/node-runtime.mjs brings Node 24). The server runs as a child process; this launcher
// passes stop signals on and exits the way a supervisor needs: 0 when the server stopped because
// it was asked to, non-zero when it crashed (128 + the signal's number if a signal killed it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { envWithNode, root, supportedNode } from './node-runtime.mjs';

const node = supportedNode();
const env = envWithNode(node);

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build found: running `next build` first (about two minutes) …');
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(node, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(node, [path.join(root, 'scripts', 'server.mjs')], { cwd: root, env, stdio: 'inherit' });

let forwarded = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    forwarded = signal;
    server.kill(signal);
  });
}

function fatal(message, fields) {
  console.error(
    JSON.stringify({ level: 60, time: new Date().toISOString(), service: 'site', ...fields, msg: message }),
  );
}

server.on('exit', (code, signal) => {
  if (signal) {
    // Killed by the very signal we passed on: it was asked to stop.
    if (signal === forwarded) process.exit(0);
    fatal('server process killed by a signal', { signal });
    process.exit(128 + (constants.signals[signal] ?? 0));
  }
  if (code !== 0) fatal('server process exited with an error', { code });
  process.exit(code ?? 1);
});
