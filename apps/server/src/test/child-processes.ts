import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import fs from 'node:fs';

// With setpriv the kernel kills the child even if the test worker dies without running its exit handlers.
const SETPRIV = fs.existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : undefined;

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  const killAll = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAll();
      process.kill(process.pid, signal);
    });
  }
}

/**
 * A process the tests start (V2Ray cores, FreeRADIUS, the server itself) that never outlives the test worker: killed
 * when the worker exits or is signalled, and by the kernel (setpriv's parent-death signal) if the worker dies hard.
 */
export function spawnTied(command: string, args: string[], options: SpawnOptions): ChildProcess {
  installExitHook();
  const child = SETPRIV
    ? spawn(SETPRIV, ['--pdeathsig', 'KILL', command, ...args], options)
    : spawn(command, args, options);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
