// Starts the built shop on a free port with a throw-away data directory, for benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `env.NODE_ARGS` ("--cpu-prof --cpu-prof-dir=/tmp/prof") goes to node: to profile the shop under a bench. */
export async function startShop(env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const port = 3300 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, [...(env.NODE_ARGS ? env.NODE_ARGS.split(' ') : []), 'server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The shop logs to stdout: unread, a full pipe would block its synchronous log writes
  // (and so the shop). Warnings and errors go to the bench's stderr; the rest is dropped.
  child.stdout.setEncoding('utf8');
  let pending = '';
  const seen = new Set();
  child.stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!/"level":(4|5|6)\d/.test(line)) continue;
      // One line per kind of problem: a shutdown under load can repeat the same error many times.
      const { msg, err } = JSON.parse(line);
      const kind = `${msg}: ${err?.message ?? ''}`;
      if (!seen.has(kind)) process.stderr.write(`shop: ${kind}\n`);
      seen.add(kind);
    }
  });
  const url = `http://localhost:${port}`;
  // Up to 90 s: on a busy machine the demo seed alone has taken more than 20 s.
  for (let i = 0; i < 450; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    /** Its data directory (the placement bench reads the SQLite outbox there). */
    dataDir,
    /** The shop's process id (its memory is read from /proc by the export bench). */
    pid: child.pid,
    async stop() {
      // Already gone when a bench killed it.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
