import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { PORT_LEASES, freePort, leasePort, renewPortLease } from '../src/providers/net.js';

/** freePort's leases: a port is handed out once, to one caller, until its process has had time to bind it. */

const leaseFile = (port: number) => path.join(PORT_LEASES, String(port));

describe('freePort', () => {
  it('hands out a port that no other caller may take while the lease lasts', async () => {
    const port = await freePort();
    expect(fs.readFileSync(leaseFile(port), 'utf8')).toBe(String(process.pid));
    expect(leasePort(port)).toBe(false);
  });

  it('never hands out one port twice, and none from the range the kernel gives outgoing connections and listen(0)', async () => {
    // 400 picks among the 12,768 ports of the range: without the leases, some port comes twice in 998 runs of 1000.
    const ports: number[] = [];
    for (let i = 0; i < 400; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(400);
    const [ephemeralFrom] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    expect(ports.filter((port) => port >= ephemeralFrom || port < 20_000)).toEqual([]);
  });

  it('takes a port whose lease has expired, and refuses one another process has just renewed', async () => {
    const port = await freePort();
    const old = new Date(Date.now() - 121_000);
    fs.utimesSync(leaseFile(port), old, old);
    expect(leasePort(port)).toBe(true);

    // As a restarted process's supervisor does: the lease is fresh again, whoever wrote it.
    fs.writeFileSync(leaseFile(port), '1');
    fs.utimesSync(leaseFile(port), old, old);
    renewPortLease(port);
    expect(leasePort(port)).toBe(false);
  });
});
