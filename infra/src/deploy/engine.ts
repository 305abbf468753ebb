import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { installDebianPackage } from '../providers/debian.js';

export const say = (line: string) => console.log(`deploy | ${line}`);

/** Runs a command to its end, its output shown with a prefix; throws when it fails. */
export async function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {}): Promise<void> {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (!options.quiet) console.log(`  ${command} | ${line}`);
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${tail.join('\n')}`);
}

/** A command's output (trimmed); throws when it fails. */
export function capture(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}): ${result.stderr.trim().slice(-2000)}`);
  return result.stdout.trim();
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** The podman socket that docker-compose talks to, as Docker's API. */
export const PODMAN_SOCKET = '/run/podman/podman.sock';
export const DOCKER_HOST = `unix://${PODMAN_SOCKET}`;

/**
 * Makes this machine a container host as STACK.md measured it: Debian's podman, buildah, docker-compose, debootstrap
 * and runc (installed when missing), runc as podman's runtime, ulimits containers can live with, IP forwarding for
 * their network, and podman's Docker-compatible API for docker-compose. Answers the API's process.
 */
export async function ensureEngine(): Promise<ChildProcess> {
  for (const [command, pkg] of [
    ['podman', 'podman'],
    ['buildah', 'buildah'],
    ['docker-compose', 'docker-compose'],
    ['debootstrap', 'debootstrap'],
    ['runc', 'runc'],
  ]) {
    if (!onPath(command)) installDebianPackage(pkg, say, '');
  }
  const conf = '/etc/containers/containers.conf';
  const wanted = '[containers]\ndefault_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]\n\n[engine]\nruntime = "runc"\n';
  if (!fs.existsSync(conf) || !fs.readFileSync(conf, 'utf8').includes('runtime = "runc"')) {
    fs.mkdirSync('/etc/containers', { recursive: true });
    fs.writeFileSync(conf, wanted);
    say(`wrote ${conf}: runc as the runtime, raised ulimits`);
  }
  fs.writeFileSync('/proc/sys/net/ipv4/ip_forward', '1');
  fs.mkdirSync('/run/podman', { recursive: true });
  fs.rmSync(PODMAN_SOCKET, { force: true });
  const service = spawn('podman', ['system', 'service', '--time=0', DOCKER_HOST], { stdio: 'ignore', detached: false });
  for (let i = 0; i < 100 && !fs.existsSync(PODMAN_SOCKET); i++) await sleep(100);
  if (!fs.existsSync(PODMAN_SOCKET)) throw new Error(`podman's API did not open ${PODMAN_SOCKET}`);
  return service;
}

/** Whether a local image of that name exists. */
export const imageExists = (name: string) => spawnSync('podman', ['image', 'exists', name]).status === 0;

/** An image's size in MB, as podman reports it. */
export function imageSizeMb(name: string): number {
  return Number(capture('podman', ['image', 'inspect', name, '--format', '{{.Size}}'])) / 1e6;
}

const execFileAsync = promisify(execFile);

/**
 * Runs the healthchecks of a compose project's containers every `everyMs`: podman runs them from systemd timers, and
 * a machine without systemd has none, so a container would stay "starting" and nothing that waits for it healthy
 * would start. Answers a function that stops it.
 */
export function tickHealthchecks(project: string, everyMs = 2000): () => Promise<void> {
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const names = await execFileAsync('podman', ['ps', '--filter', ofProject(project), '--format', '{{.Names}}'])
        .then(({ stdout }) => stdout.split('\n').filter(Boolean))
        .catch(() => [] as string[]);
      await Promise.all(names.map((name) => execFileAsync('podman', ['healthcheck', 'run', name]).catch(() => undefined)));
      await sleep(everyMs);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}

/** The podman filter of a compose project's containers. */
export const ofProject = (project: string) => `label=com.docker.compose.project=${project}`;

/** The containers, running or stopped, that every one of `filters` (podman ps --filter) selects, by name. */
export function containerNames(...filters: string[]): string[] {
  const names = capture('podman', ['ps', '--all', ...filters.flatMap((filter) => ['--filter', filter]), '--format', '{{.Names}}']);
  return names.split('\n').filter(Boolean).sort();
}

/** The last lines each container logged (what to read when a check failed). */
export function containerLogs(names: string[], lines = 15): string {
  return names.map((name) => `--- ${name}\n${spawnSync('podman', ['logs', '--tail', String(lines), name], { encoding: 'utf8' }).stdout}`).join('\n');
}
