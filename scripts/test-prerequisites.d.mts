// Types of scripts/test-prerequisites.mjs for its test.
export type System = {
  env: Record<string, string | undefined>;
  exists: (file: string) => boolean;
  postgresInstalled: () => boolean;
  osRelease: string;
  hasAptGet: boolean;
  isRoot: boolean;
};
export type Plan = { action: 'none' } | { action: 'install'; packages: string[] } | { action: 'stop'; message: string };
export function missingPackages(system: System): string[];
export function isDebianLike(osRelease: string): boolean;
export function installCommand(packages: string[], root: boolean): string;
export function plan(system: System): Plan;
