import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export function canConnect(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(host: string, port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await canConnect(host, port, 500)) return true;
    await sleep(100);
  }
  return false;
}

/** Where freePort records the ports it has handed out, shared by every process on this machine that asks for one. */
export const PORT_LEASES = path.join(os.tmpdir(), 'lora-port-leases');
/** How long a port handed out stays kept for whoever asked: long enough for the process it is meant for to bind it. */
const PORT_LEASE_MS = 120_000;

/**
 * Where freePort looks: below Linux's ephemeral range (32768–60999 by default), from which the kernel picks the
 * port of every outgoing connection and of every `listen(0)`. A port handed out here can be taken in the gap
 * before its process binds it only by another caller of freePort, which the lease prevents.
 */
const FREE_PORT_RANGE = { from: 20_000, to: 32_767 };

/** Whether `port` can be listened on now (it is closed again before this resolves). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Takes `port` for this process unless another took it within PORT_LEASE_MS; a lease older than that has expired. */
export function leasePort(port: number): boolean {
  fs.mkdirSync(PORT_LEASES, { recursive: true });
  const file = path.join(PORT_LEASES, String(port));
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const taken = fs.statSync(file, { throwIfNoEntry: false });
  if (taken && Date.now() - taken.mtimeMs < PORT_LEASE_MS) return false;
  fs.rmSync(file, { force: true });
  return leasePort(port);
}

/** Keeps a port handed out by freePort for another PORT_LEASE_MS: a process restarted on it is about to bind it again. */
export function renewPortLease(port: number): void {
  try {
    fs.mkdirSync(PORT_LEASES, { recursive: true });
    fs.writeFileSync(path.join(PORT_LEASES, String(port)), String(process.pid));
  } catch {
    // A lease is a courtesy to freePort's other callers: a read-only or full /tmp must not stop a service.
  }
}

/**
 * A free port for a process about to be started, which binds it only later: a lease (a file per port) keeps it from
 * being handed out twice in that gap, whether the two who ask are in one process (two stacks started together) or in two.
 */
export async function freePort(): Promise<number> {
  const span = FREE_PORT_RANGE.to - FREE_PORT_RANGE.from + 1;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FREE_PORT_RANGE.from + Math.floor(Math.random() * span);
    if ((await canListen(port)) && leasePort(port)) return port;
  }
  throw new Error(`No free port between ${FREE_PORT_RANGE.from} and ${FREE_PORT_RANGE.to} after 200 tries`);
}

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this runs on (USER_HZ). */
const CLOCK_TICKS_PER_S = 100;

/**
 * A process's state letter, parent and CPU time used so far (user + system, ms) from /proc/<pid>/stat
 * (Linux); undefined when gone or unknown.
 */
export function processStat(pid: number): { state: string; ppid: number; cpuMs: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces; the fields after it are plain (proc(5): utime and stime are 14 and 15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
    return { state: fields[0], ppid: Number(fields[1]), cpuMs };
  } catch {
    return undefined;
  }
}

/** Whether a process runs; a zombie (exited, not yet reaped: orphans here are never reaped) does not. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Without /proc (or gone since), kill(pid, 0) is all we know.
  return processStat(pid)?.state !== 'Z';
}

/**
 * Sends `signal` (SIGTERM unless told), waits, then SIGKILL: PID 1 here does not reap orphans, so we
 * stop what we start.
 */
export async function stopPid(pid: number, graceMs = 5000, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!isAlive(pid)) return;
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(50);
  if (isAlive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}
