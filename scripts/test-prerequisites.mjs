// `npm test` runs this first: the browser tests need Chromium, the database tests PostgreSQL and
// the font tests DejaVu Sans (one of the system fonts the Inter fallbacks are sized for). As root
// on Debian or Ubuntu it installs what is missing with apt-get and says so in one line; anywhere
// else it stops before the first test and prints the exact command. Keep this file free of
// syntax newer than Node 18 (it runs before the Node bootstrap of scripts/node-runtime.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';
const POSTGRES_ROOT = '/usr/lib/postgresql';
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** The Debian packages whose files the tests need and do not find (in this order). */
export function missingPackages(system) {
  const env = system.env;
  const missing = [];
  if (!system.exists(env.CHROMIUM_PATH || CHROMIUM)) missing.push('chromium');
  // TEST_DATABASE_URL replaces the throwaway cluster of tests/support/postgres.ts.
  if (!env.TEST_DATABASE_URL && !system.postgresInstalled()) missing.push('postgresql');
  if (!system.exists(DEJAVU)) missing.push('fonts-dejavu-core');
  return missing;
}

/** Debian or a derivative (Ubuntu), from /etc/os-release. */
export function isDebianLike(osRelease) {
  const fields = Object.fromEntries(
    osRelease
      .split('\n')
      .map((line) => /^([A-Z_]+)=("?)(.*)\2$/.exec(line.trim()))
      .filter(Boolean)
      .map((match) => [match[1], match[3]]),
  );
  return [fields.ID, ...(fields.ID_LIKE || '').split(/\s+/)].some((id) => id === 'debian' || id === 'ubuntu');
}

export function installCommand(packages, root) {
  return `${root ? '' : 'sudo '}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/**
 * What to do: nothing, install the packages (root on Debian/Ubuntu with apt-get), or stop with
 * a message that names the command.
 */
export function plan(system) {
  const missing = missingPackages(system);
  if (missing.length === 0) return { action: 'none' };
  const debian = isDebianLike(system.osRelease) && system.hasAptGet;
  if (debian && system.isRoot) return { action: 'install', packages: missing };
  const why = missing.map((name) => `${name} (${purpose[name]})`).join(', ');
  const how = debian
    ? `Run:\n  ${installCommand(missing, false)}`
    : `On Debian or Ubuntu:\n  ${installCommand(missing, false)}\nElsewhere install the equivalents (set CHROMIUM_PATH to the browser, TEST_DATABASE_URL to a PostgreSQL database).`;
  return { action: 'stop', message: `npm test needs ${why}.\n${how}` };
}

const purpose = {
  chromium: 'the browser tests',
  postgresql: 'the PostgreSQL tests',
  'fonts-dejavu-core': 'the font fallback tests',
};

function postgresInstalled() {
  if (!existsSync(POSTGRES_ROOT)) return false;
  return readdirSync(POSTGRES_ROOT).some((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')));
}

function thisSystem() {
  return {
    env: process.env,
    exists: existsSync,
    postgresInstalled,
    osRelease: existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
    hasAptGet: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  };
}

function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed:\n${`${result.stdout}${result.stderr}`.slice(-4000)}`);
    process.exit(1);
  }
}

function main() {
  const system = thisSystem();
  const next = plan(system);
  if (next.action === 'none') return;
  if (next.action === 'stop') {
    console.error(next.message);
    process.exit(1);
  }
  console.log(`npm test: installing ${next.packages.join(', ')} with apt-get (missing; about a minute, once) …`);
  aptGet(['update', '-qq']);
  aptGet(['install', '-y', '-qq', '--no-install-recommends', ...next.packages]);
  const still = missingPackages(system);
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.join(', ')}.`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
