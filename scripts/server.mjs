// The production server: Next.js's request handler on a plain Node HTTP server, so the site
// knows each request's TCP peer. It writes the peer's address into a header the application
// reads (x-site-remote-address, src/server/http/client-address.ts), overwriting whatever a
// client sent under that name; X-Forwarded-For is believed only as far as TRUST_PROXY says.
// Started by scripts/start.mjs (npm start), the browser tests and the benchmarks.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT || 3000);
const REMOTE_ADDRESS_HEADER = 'x-site-remote-address';
/** How long a shutdown waits for open requests before it closes their connections. */
const DRAIN_TIMEOUT_MS = 25_000;

const { default: next } = await import('next');
// hostname 'localhost': with an IP address here next-intl's rewrite of `/` loops.
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * A path whose percent-escapes do not decode (`/api/uploads/%E0%A4%A`: not UTF-8, or `%` without
 * two hex digits) makes Next answer a bare 500 before any of the application runs. Taken
 * literally instead (every `%` as `%25`), it reaches the application like any other path nobody
 * built: a JSON 404 under /api (a parameter with `%` matches no pattern), the 404 page elsewhere.
 */
function literalIfMalformed(url) {
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  try {
    decodeURIComponent(pathname);
    return url;
  } catch {
    return pathname.replace(/%/g, '%25') + url.slice(pathname.length);
  }
}

const server = http.createServer((request, response) => {
  request.headers[REMOTE_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
  if (request.url) request.url = literalIfMalformed(request.url);
  void handle(request, response);
});

// Stop taking connections, let requests in flight finish, then exit; the application's own
// shutdown (src/server/runtime.ts) finishes the mail being sent and closes the database.
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit());
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// All interfaces, like `next start`: keep the port private behind a reverse proxy in production.
server.listen(port, () => {
  console.log(
    JSON.stringify({
      level: 30,
      time: new Date().toISOString(),
      service: 'site',
      msg: `ready on http://localhost:${port}`,
    }),
  );
});
