import { spawnSync } from 'node:child_process';

/** Installs a Debian package with apt-get when running as root; otherwise says how to install it. */
export function installDebianPackage(pkg: string, log: (line: string) => void, otherwise: string): void {
  if (process.getuid?.() !== 0)
    throw new Error(`${pkg} is not installed. Install it (Debian: \`apt-get install -y ${pkg}\`)${otherwise ? ` or ${otherwise}` : ''}.`);
  log(`installing ${pkg} with apt-get (Debian package)`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install ${pkg}${otherwise ? ` or ${otherwise}` : ''}`);
  }
}
