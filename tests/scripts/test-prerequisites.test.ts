import { describe, expect, it } from 'vitest';
import { isDebianLike, plan, type System } from '../../scripts/test-prerequisites.mjs';

const debian = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nID=debian\n';
const ubuntu = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const fedora = 'NAME="Fedora Linux"\nID=fedora\n';

/** A machine with the given files; PostgreSQL counts as installed when its initdb is listed. */
function system(files: string[], overrides: Partial<System> = {}): System {
  return {
    env: {},
    exists: (file) => files.includes(file),
    postgresInstalled: () => files.includes('/usr/lib/postgresql/15/bin/initdb'),
    osRelease: debian,
    hasAptGet: true,
    isRoot: true,
    ...overrides,
  };
}
const everything = [
  '/usr/bin/chromium',
  '/usr/lib/postgresql/15/bin/initdb',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
];

describe('what npm test brings before the first test (scripts/test-prerequisites.mjs)', () => {
  it('does nothing when Chromium, PostgreSQL and the font are there', () => {
    expect(plan(system(everything))).toEqual({ action: 'none' });
  });

  it('as root on Debian or Ubuntu, installs exactly what is missing', () => {
    expect(plan(system([]))).toEqual({ action: 'install', packages: ['chromium', 'postgresql', 'fonts-dejavu-core'] });
    expect(plan(system(everything.slice(1), { osRelease: ubuntu }))).toEqual({
      action: 'install',
      packages: ['chromium'],
    });
  });

  it('takes CHROMIUM_PATH and TEST_DATABASE_URL instead of the Debian packages', () => {
    const files = ['/opt/chrome/chrome', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'];
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome', TEST_DATABASE_URL: 'postgres://u@127.0.0.1/db' };
    expect(plan(system(files, { env }))).toEqual({ action: 'none' });
  });

  it('without root, stops with the exact command', () => {
    const result = plan(system(everything.slice(0, 2), { isRoot: false }));
    expect(result).toEqual({
      action: 'stop',
      message:
        'npm test needs fonts-dejavu-core (the font fallback tests).\nRun:\n  sudo apt-get install -y --no-install-recommends fonts-dejavu-core',
    });
  });

  it('elsewhere, stops with the Debian command and the variables that replace the packages', () => {
    const result = plan(system([], { osRelease: fedora, hasAptGet: false }));
    expect(result.action).toBe('stop');
    expect(result.action === 'stop' && result.message).toContain(
      'npm test needs chromium (the browser tests), postgresql (the PostgreSQL tests), fonts-dejavu-core (the font fallback tests).',
    );
    expect(result.action === 'stop' && result.message).toContain(
      'sudo apt-get install -y --no-install-recommends chromium postgresql fonts-dejavu-core',
    );
    expect(result.action === 'stop' && result.message).toContain('CHROMIUM_PATH');
  });

  it('reads Debian and its derivatives from /etc/os-release', () => {
    expect(isDebianLike(debian)).toBe(true);
    expect(isDebianLike(ubuntu)).toBe(true);
    expect(isDebianLike('ID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe(true);
    expect(isDebianLike(fedora)).toBe(false);
    expect(isDebianLike('')).toBe(false);
  });
});
