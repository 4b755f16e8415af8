// Makes sure the project runs on a supported Node.js (22.12 or newer; Node 24 LTS preferred).
// On an older Node (Debian stable ships 18, some machines 20) it installs Node 24 from the npm
// registry into ./.node (git-ignored, ~5 s, once) and tells the caller to re-run with it.
// SITE_NODE_BOOTSTRAP=0 turns that off for people who manage Node themselves: then an old Node
// stops with a clear message instead. Keep this file free of syntax newer than Node 18.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const required = [22, 12];
const localPrefix = path.join(root, '.node');
export const localBin = path.join(localPrefix, 'node_modules', '.bin');
const localNode = path.join(localBin, 'node');

function supported(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > required[0] || (major === required[0] && minor >= required[1]);
}

function versionOf(binary) {
  const result = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The Node.js binary to run the project with: this process's when it is new enough, else the
 * project-local Node 24 (installed on first use). Exits with a message when neither works.
 */
export function supportedNode() {
  if (supported(process.versions.node)) return process.execPath;
  if (process.env.SITE_NODE_BOOTSTRAP === '0') {
    console.error(
      `This project needs Node.js ${required.join('.')} or newer (Node 24 LTS, see .nvmrc); this is Node ${process.versions.node}. ` +
        'Install it, or unset SITE_NODE_BOOTSTRAP to let the project bring Node 24 into ./.node by itself.',
    );
    process.exit(1);
  }
  const installed = existsSync(localNode) ? versionOf(localNode) : null;
  if (installed && supported(installed)) return localNode;
  console.log(
    `Node ${process.versions.node} is too old: installing Node 24 from the npm registry into ./.node (once) …`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(
    npm,
    ['install', '--prefix', localPrefix, '--no-audit', '--no-fund', '--no-save', 'node@24'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const version = install.status === 0 ? versionOf(localNode) : null;
  if (!version || !supported(version)) {
    console.error('Could not install Node 24 into ./.node; install Node.js 22.12 or newer yourself (see README).');
    process.exit(1);
  }
  return localNode;
}

/** The environment for child processes: the supported Node first on PATH (npm scripts use it). */
export function envWithNode(node, env = process.env) {
  const dir = path.dirname(node);
  return { ...env, PATH: `${dir}${path.delimiter}${env.PATH ?? ''}`, NEXT_TELEMETRY_DISABLED: '1' };
}
