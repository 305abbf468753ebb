import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { repoRoot, shellEnv } from '../paths.js';
import { processStat } from '../providers/net.js';

/**
 * `npm run bench:start -- [--runs 5] [--idle 40] [--repo <checkout>]`: runs `npm start` in a checkout (this one
 * by default) several times in a row, as a person's shell would (without the Node 24 this script runs on),
 * each in a process group of its own, stopped with Ctrl-C (SIGINT to the group) before the next. Reports per
 * run the seconds from the command to the first 200 of GET /api/products and to the banner, and the load
 * average; after the last run's banner it waits `--idle` seconds and reads the RSS and PSS of every Node
 * process of the run from /proc/<pid>/smaps_rollup. The first run may install, build or seed; the others are
 * second starts. PORT, DATABASE_URL and NATS_SUBJECT_PREFIX pass through (to measure beside another stack).
 */
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, idle: { type: 'string', default: '40' }, repo: { type: 'string', default: repoRoot } },
});
const runs = Number(values.runs);
const idleSeconds = Number(values.idle);
const repo = path.resolve(values.repo);
if (!Number.isInteger(runs) || runs < 1 || !(idleSeconds >= 0) || !fs.existsSync(path.join(repo, 'package.json'))) {
  console.error('usage: npm run bench:start -- [--runs <n ≥ 1>] [--idle <seconds>] [--repo <checkout>]');
  process.exit(2);
}
const port = Number(process.env.PORT || 3000);

interface Proc {
  pid: number;
  ppid: number;
  command: string;
  exe: string;
}

/** The process and every process below it. */
function descendants(root: number): Proc[] {
  const all: Proc[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(Number(entry));
    if (!stat) continue;
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      all.push({ pid: Number(entry), ppid: stat.ppid, command, exe: fs.readlinkSync(`/proc/${entry}/exe`) });
    } catch {
      /* gone, or not ours to read */
    }
  }
  const found: Proc[] = [];
  const visit = (pid: number) => {
    const proc = all.find((p) => p.pid === pid);
    if (proc) found.push(proc);
    for (const child of all.filter((p) => p.ppid === pid)) visit(child.pid);
  };
  visit(root);
  return found;
}

/** RSS and PSS in MB. */
function memoryOf(pid: number): { rss: number; pss: number } {
  const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { rss: kb('Rss') / 1024, pss: kb('Pss') / 1024 };
}

function label(proc: Proc, launcher: number | undefined): string {
  const service = /services\/(\w+)\/(?:bundle|dist)\/main\.js/.exec(proc.command)?.[1];
  if (service) return service;
  if (proc.pid === launcher) return 'launcher';
  if (/npm-cli\.js|^npm\b/.test(proc.command)) return 'npm (not counted)';
  if (proc.command.includes('infra/bootstrap.mjs')) return `bootstrap waiting for the launcher (${proc.exe})`;
  return proc.command.slice(0, 60);
}

async function firstOk(url: string, give: () => boolean): Promise<void> {
  for (;;) {
    if (give()) throw new Error('npm start exited before answering');
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      /* not up yet */
    }
    await sleep(50);
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);
console.log(`bench:start: ${runs} run(s) of npm start in ${repo}, port ${port}; memory after ${idleSeconds} s idle in the last run`);
for (let run = 1; run <= runs; run++) {
  const started = performance.now();
  const leader = spawn('npm', ['start'], { cwd: repo, env: shellEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [leader.stdout, leader.stderr]) readline.createInterface({ input: stream }).on('line', (line) => output.push(line));
  const exited = new Promise((resolve) => leader.once('exit', resolve));
  const gone = () => leader.exitCode !== null || leader.signalCode !== null;
  try {
    await firstOk(`http://127.0.0.1:${port}/api/products`, gone);
    const to200 = seconds(started);
    while (!output.some((line) => line.includes('Press Ctrl-C'))) {
      if (gone()) throw new Error('npm start exited before its banner');
      await sleep(50);
    }
    const built = output.some((line) => /^built in/.test(line)) ? ', built' : '';
    console.log(
      `run ${run}: first 200 in ${to200} s, banner in ${seconds(started)} s${built}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (run === runs) {
      await sleep(idleSeconds * 1000);
      const procs = descendants(leader.pid!).filter((p) => path.basename(p.exe) === 'node');
      const gateway = procs.find((p) => /services\/gateway\//.test(p.command));
      const rows = procs.map((p) => ({ name: label(p, gateway?.ppid), ...memoryOf(p.pid) }));
      const counted = rows.filter((r) => !r.name.startsWith('npm'));
      console.log(`\nafter ${idleSeconds} s idle:\n\n| process | RSS (MB) | PSS (MB) |\n|---|---|---|`);
      for (const r of rows) console.log(`| ${r.name} | ${r.rss.toFixed(1)} | ${r.pss.toFixed(1)} |`);
      const sum = (key: 'rss' | 'pss') => counted.reduce((total, r) => total + r[key], 0).toFixed(1);
      console.log(`| **stack** (${counted.length} processes) | **${sum('rss')}** | **${sum('pss')}** |`);
    }
  } catch (err) {
    console.error(`run ${run}: ${(err as Error).message}\n${output.slice(-20).join('\n')}`);
    process.exitCode = 1;
  }
  try {
    process.kill(-leader.pid!, 'SIGINT');
  } catch {
    /* already gone */
  }
  await exited;
  if (process.exitCode) break;
  await sleep(1000);
}
