import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Vitest globalSetup: a real PostgreSQL for the integration tests.
 * - TEST_DATABASE_URL set: use that server (CI may provide one).
 * - else: start a throwaway Debian PostgreSQL cluster on 127.0.0.1 at a free port (initdb and
 *   pg_ctl; as the `postgres` user when running as root) and stop and delete it at the end.
 * - neither possible: the PostgreSQL tests FAIL with the reason (no silent skip).
 * Tests read `inject('postgresUrl')` (or `inject('postgresError')`).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresError: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function run(bin: string, args: string[], asPostgres: boolean): void {
  if (asPostgres) {
    const quoted = [bin, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(bin, args, { stdio: 'pipe' });
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | void> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide('postgresUrl', given);
    project.provide('postgresError', '');
    return;
  }
  const bin = postgresBinDir();
  if (!bin) {
    project.provide('postgresUrl', '');
    project.provide(
      'postgresError',
      "No PostgreSQL: set TEST_DATABASE_URL or install Debian's package (apt-get install -y postgresql), which provides /usr/lib/postgresql/<version>/bin/initdb.",
    );
    return;
  }
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres && spawnSync('id', ['postgres']).status !== 0) {
    project.provide('postgresUrl', '');
    project.provide(
      'postgresError',
      "Running as root but there is no `postgres` user to run initdb as (install Debian's postgresql package, or set TEST_DATABASE_URL).",
    );
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    run(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'],
      asPostgres,
    );
    run(
      path.join(bin, 'pg_ctl'),
      [
        '-D',
        data,
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-t',
        '60',
        '-o',
        `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
        'start',
      ],
      asPostgres,
    );
  } catch (error) {
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error);
    project.provide('postgresUrl', '');
    project.provide(
      'postgresError',
      `Could not start a throwaway PostgreSQL cluster (${detail}). Set TEST_DATABASE_URL to a server the tests may use.`,
    );
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  project.provide('postgresError', '');
  return () => {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], asPostgres);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
