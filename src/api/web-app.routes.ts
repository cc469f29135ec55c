import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { projectRoot } from '../infra/project-root';
import { pathOf } from './graphql-http';

/** Where `npm run build:web` writes the web app (web/vite.config.mts). */
export const WEB_APP_DIR = join(projectRoot(), 'dist', 'web');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * The page's own scripts and styles only, the API on the same origin over HTTP and the websocket
 * (`'self'` covers the same host's ws: and wss:), and images the app draws; no inline script. The certificate's download link goes to the object
 * store, a navigation the policy does not restrict.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; connect-src 'self'; img-src 'self' data:; font-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Serves the web app at `/app`: its hashed assets under `/app/assets/` (cached for good: a new
 * build names new files), and `index.html` for every other path under `/app`, where the app's own
 * router takes over. Answers 503 with the build command when the app was not built. Returns false
 * for paths outside `/app`.
 */
export function webAppRoutes(dir: string = WEB_APP_DIR) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = pathOf(req.url);
    if (path === null || (path !== '/app' && !path.startsWith('/app/'))) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method not allowed\n');
      return true;
    }
    if (!existsSync(join(dir, 'index.html'))) {
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The web app is not built: run `npm run build:web` (npm start and npm test build it).\n');
      return true;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(path.slice('/app'.length)).replace(/^\/+/, '');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad path\n');
      return true;
    }
    if (relative.startsWith('assets/')) {
      const file = normalize(join(dir, relative));
      if (!file.startsWith(join(dir, 'assets') + sep) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return true;
      }
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    const page = await readFile(join(dir, 'index.html'));
    res.writeHead(200, {
      'content-type': CONTENT_TYPES['.html'],
      'content-length': page.length,
      'cache-control': 'no-cache',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    res.end(req.method === 'HEAD' ? undefined : page);
    return true;
  };
}
