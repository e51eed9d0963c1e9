import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../../server/dist/main.js');

/**
 * A server of a test's own, as the suite's (playwright.config.ts), on its own port and data
 * directory, serving the built web app `webDist` names: a test that deploys a second build
 * stops it and starts another on the same port (one origin, as a real deploy keeps).
 */
export class OwnServer {
  private process: ChildProcess | null = null;
  private serving: string | null = null;
  private output = '';

  constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  /**
   * Starts the server on `webDist` and waits until it is ready; a server running on another
   * build is stopped first (one running on this one is kept).
   */
  async start(webDist: string): Promise<void> {
    if (this.process && this.serving === webDist) return;
    await this.stop();
    this.serving = webDist;
    this.output = '';
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        WEB_DIST: webDist,
        CAPTCHA: 'off',
        RATE_LIMIT: 'off',
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        STATEMENT_JOB: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.process = child;
    // A first start migrates and seeds a new database: past 60 s on two loaded cores.
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}): ${this.output}`);
      const ready = await fetch(`${this.origin}/api/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server was not ready within 150 s: ${this.output}`);
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}
