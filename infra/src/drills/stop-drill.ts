import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { freePort } from '../providers/net.js';
import { LaunchedStack, makeDataDir, type StopResult, type StopWay } from '../testing/launched-stack.js';
import { shellEnv } from '../paths.js';

/**
 * `npm run drill:stop -- [--cycles 10] [--via npm|launcher]`: starts `npm start` and stops it again, cycle after
 * cycle, alternating Ctrl-C (SIGINT to its whole process group, as a terminal sends it) and SIGTERM to the
 * launcher alone, on an embedded Postgres and a nats-server of its own (LORA_LOCAL_INFRA=own in a fresh
 * LORA_DATA_DIR). Reports per cycle the exit code, whether "stopped" was printed and the processes left.
 * `--via npm` (the default) runs `npm start` on the machine's own Node, so an older one re-runs the bootstrap
 * under Node 24 as it does for a person; `--via launcher` runs the built launcher directly.
 */
const { values } = parseArgs({ options: { cycles: { type: 'string', default: '10' }, via: { type: 'string', default: 'npm' } } });
const cycles = Number(values.cycles);
const via = values.via as 'npm' | 'launcher';
if (!Number.isInteger(cycles) || cycles < 1 || !['npm', 'launcher'].includes(via)) {
  console.error('usage: npm run drill:stop -- [--cycles <n ≥ 1>] [--via npm|launcher]');
  process.exit(2);
}

const dataDir = makeDataDir('lora-stop-drill-');
const port = await freePort();
const env = { ...shellEnv(), LORA_LOCAL_INFRA: 'own', LORA_DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: 'stop-drill-password' };
const results: StopResult[] = [];
console.log(`stop drill: ${cycles} cycles via ${via === 'npm' ? 'npm start' : 'the launcher'}, data in ${dataDir}, site on port ${port}`);

for (let cycle = 1; cycle <= cycles; cycle++) {
  const way: StopWay = cycle % 2 === 1 ? 'ctrl-c' : 'sigterm';
  const stack = LaunchedStack.start(env, via);
  const started = Date.now();
  try {
    await stack.waitUntilUp(180_000);
  } catch (err) {
    console.log(`cycle ${cycle}: did not start: ${(err as Error).message}`);
    await stack.kill();
    process.exitCode = 1;
    break;
  }
  if (cycle === 1) {
    const launcher = stack.launcherPid();
    const bootstraps = [...stack.processes()].filter(([pid, command]) => pid !== launcher && command.includes('infra/bootstrap.mjs start')).length;
    console.log(`  ${stack.output.find((line) => line.includes('postgres: ')) ?? ''}; bootstrap levels above the launcher: ${bootstraps}`);
  }
  const upSeconds = ((Date.now() - started) / 1000).toFixed(1);
  const result = await stack.stop(way);
  results.push(result);
  console.log(
    `cycle ${String(cycle).padStart(2)}/${cycles}  ${way.padEnd(7)}  exit ${result.code ?? result.signal ?? 'none (timed out)'}  ` +
      `"stopped" ${result.stopped ? 'yes' : 'NO'}  left ${result.left.length ? result.left.join('; ') : 'none'}  ` +
      `(up in ${upSeconds} s, stopped in ${(result.ms / 1000).toFixed(1)} s)`,
  );
  if (result.left.length || result.code === null) await stack.kill();
}

const clean = results.filter((r) => r.code === 0 && r.stopped && !r.left.length).length;
const count = (way: StopWay) => results.filter((r) => r.way === way).length;
console.log(
  `${results.length} cycles (${count('ctrl-c')} Ctrl-C, ${count('sigterm')} SIGTERM to the launcher): ` +
    `exit 0 in ${results.filter((r) => r.code === 0).length}, "stopped" in ${results.filter((r) => r.stopped).length}, ` +
    `processes left ${results.reduce((sum, r) => sum + r.left.length, 0)}; ${clean} of ${cycles} clean`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
if (clean !== cycles) process.exitCode = 1;
