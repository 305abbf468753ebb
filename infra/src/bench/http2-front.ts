import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import proxy from 'http2-proxy';

/**
 * The site behind TLS and HTTP/2, as production serves it (the Ingress, ingress-nginx, speaks HTTP/2 to browsers):
 * a browser then sends every request of a page on one connection at once, where plain HTTP/1.1 holds it to six
 * connections, each one request at a time. The certificate is self-signed, made for the run with openssl; the browser
 * that opens the front must ignore certificate errors.
 */
export async function startHttp2Front(site: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key];
  execFileSync('openssl', ['req', '-x509', ...newKey, '-subj', '/CN=127.0.0.1', '-days', '1', '-out', cert], { stdio: 'ignore' });
  const { hostname, port } = new URL(site);
  const server = http2.createSecureServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) });
  server.on('request', (req, res) => {
    void proxy.web(req, res, { hostname, port: Number(port) }, (err) => {
      if (err && !res.headersSent) res.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: frontPort } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${frontPort}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
