import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { capture, run } from './engine.js';

/** What a visitor sees of the catalogue, as one comparable text: every product's id, name, price and picture bytes. */
export async function catalogueFingerprint(site: string): Promise<{ products: number; digest: string }> {
  const page = (await (await fetch(`${site}/api/products?limit=100&sort=newest`)).json()) as {
    items: Array<{ id: number; name: string; price: string | null; image: string | null }>;
  };
  const hash = createHash('sha256');
  for (const p of page.items) {
    hash.update(`${p.id}|${p.name}|${p.price}|${p.image}\n`);
    if (p.image?.startsWith('/api/images/')) hash.update(Buffer.from(await (await fetch(`${site}${p.image}`)).arrayBuffer()));
  }
  return { products: page.items.length, digest: hash.digest('hex') };
}

/**
 * docs/deploy.md's backup, as commands on the running containers: the database with `pg_dump` (custom format, as the
 * superuser: every schema, owners included), and the bucket's files as the object store keeps them.
 */
export async function backUp(project: string, dir: string): Promise<{ dumpMb: number; files: number }> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const dump = path.join(dir, 'lorawan_site.dump');
  await run('sh', ['-c', `podman exec ${project}_postgres_1 pg_dump -U lorawan -Fc lorawan_site > '${dump}'`], { quiet: true });
  await run('podman', ['cp', `${project}_minio_1:/data`, path.join(dir, 'bucket')], { quiet: true });
  const files = Number(capture('sh', ['-c', `find '${path.join(dir, 'bucket')}' -type f | wc -l`]));
  return { dumpMb: fs.statSync(dump).size / 1e6, files };
}

/** The restore into an empty installation: the dump over the fresh schemas (`--clean`), the bucket's files back. */
export async function restore(project: string, dir: string): Promise<void> {
  await run(
    'sh',
    [
      '-c',
      `podman exec -i ${project}_postgres_1 pg_restore -U lorawan -d lorawan_site --clean --if-exists --exit-on-error < '${path.join(dir, 'lorawan_site.dump')}'`,
    ],
    { quiet: true },
  );
  await run('podman', ['cp', `${path.join(dir, 'bucket')}/.`, `${project}_minio_1:/data`], { quiet: true });
}
