// The real server process: a stored contact message survives `kill -9` straight after its answer,
// and SIGTERM shuts down cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { tempFolderEachTest } from '../support/tempDatabase';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../..');
const tmp = tempFolderEachTest('salon-process');

/** Starts `server/index.ts` on a free port and resolves with its address once it listens. */
function startServer(): Promise<{
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  log: () => string;
}> {
  // Node itself with tsx's loader: one process, so a signal reaches the server and not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/index.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(tmp(), 'salon.sqlite'),
      MEDIA_DIR: path.join(tmp(), 'media'),
      MEDIA_CACHE_DIR: path.join(tmp(), 'cache'),
      DIST_DIR: path.join(tmp(), 'dist'),
      LOG_LEVEL: 'info',
      INSTAGRAM_ACCESS_TOKEN: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, exited, log: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

it('keeps a stored message when the process is killed right after answering', async () => {
  const server = await startServer();
  const response = await fetch(`${server.url}/api/submit-contact-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      first_name: 'Lucía',
      last_name: 'Reyes',
      email: 'lucia@example.com',
      mobile: '5035550177',
      message: 'Please call me about the transition cut.',
    }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  // No grace: the kernel stops the process at once, nothing gets flushed on the way out.
  server.child.kill('SIGKILL');
  await server.exited;

  const db = new Database(path.join(tmp(), 'salon.sqlite'), { readonly: true });
  try {
    const row = db.prepare('SELECT first_name, email FROM contact_messages WHERE id = ?').get(data.id);
    expect(row).toEqual({ first_name: 'Lucía', email: 'lucia@example.com' });
  } finally {
    db.close();
  }
});

it('shuts down gracefully on SIGTERM', async () => {
  const server = await startServer();
  const response = await fetch(`${server.url}/api/contact-page`);
  expect(response.status).toBe(200);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.log()).toMatch(/Shutting down/);
});

it("draws pages with the build's server render, and with the new one after a rebuild", async () => {
  const dist = path.join(tmp(), 'dist');
  const render = path.join(dist, 'server/render.cjs');
  fs.mkdirSync(path.dirname(render), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  const build = (text: string, time: number) => {
    fs.writeFileSync(
      render,
      `exports.renderPage = async (url) => ({ head: '', body: ${JSON.stringify(text)} + url });`,
    );
    fs.utimesSync(render, new Date(time), new Date(time));
  };
  build('first build at ', Date.now() - 60_000);
  const server = await startServer();
  try {
    const page = async () => (await fetch(`${server.url}/about`, { headers: { accept: 'text/html' } })).text();
    expect(await page()).toContain(`<div id="root">first build at ${server.url}/about</div>`);
    build('second build at ', Date.now());
    expect(await page()).toContain(`<div id="root">second build at ${server.url}/about</div>`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
