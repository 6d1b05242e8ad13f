/**
 * Runs a command-line reader (poppler's pdftotext/pdftoppm/pdfimages, tesseract) on bytes given on
 * stdin: no file path from user input, a time-out that kills it, and a cap on what it may print.
 */
import { spawn, spawnSync } from 'node:child_process';

export interface ToolResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Why a tool run ended without a result: killed at its time-out, printed too much, or not runnable. */
export class ToolError extends Error {
  override name = 'ToolError';
  constructor(readonly reason: 'timeout' | 'output' | 'spawn') {
    super(`tool failed: ${reason}`);
  }
}

export interface ToolOptions {
  timeoutMs: number;
  maxOutputBytes: number;
  env?: NodeJS.ProcessEnv;
}

export function runTool(
  command: string,
  args: string[],
  input: Buffer,
  options: ToolOptions,
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: options.env ?? process.env,
    });
    const out: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failed: ToolError | null = null;
    const timer = setTimeout(() => {
      failed = new ToolError('timeout');
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxOutputBytes) {
        failed ??= new ToolError('output');
        child.kill('SIGKILL');
      } else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    child.stdin.on('error', () => undefined); // the process may exit before reading everything
    child.stdin.end(input);
    child.on('error', () => {
      clearTimeout(timer);
      reject(new ToolError('spawn'));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failed) reject(failed);
      else resolve({ code, stdout: Buffer.concat(out), stderr });
    });
  });
}

/** True when `command args` runs and exits 0 (checked synchronously, for start-up probes). */
export function toolRuns(command: string, args: string[]): { ok: boolean; stdout: string } {
  const probe = spawnSync(command, args, { encoding: 'utf8', timeout: 5_000 });
  return { ok: probe.status === 0, stdout: `${probe.stdout ?? ''}${probe.stderr ?? ''}` };
}
