// Per-process figures summed over a process and all its descendants (Linux /proc).
import { readFileSync, readdirSync } from 'node:fs';

/** Sums figure(pid) over a process and all its descendants. */
export function overTree(pid, figure) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* process ended */
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      total += figure(p);
    } catch {
      /* gone */
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

const kB = (file, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(file, 'utf8'))?.[1] ?? 0) * 1024;

/** RSS of a process tree in bytes (pages shared between the processes counted once per process). */
export const treeRss = (pid) => overTree(pid, (p) => kB(`/proc/${p}/status`, 'VmRSS'));

/** PSS of a process tree in bytes: shared pages split between their users, close to what a cgroup charges. */
export const treePss = (pid) => overTree(pid, (p) => kB(`/proc/${p}/smaps_rollup`, 'Pss'));

/** CPU time (user + system) of a process tree in ms; independent of other load on the machine. */
export const treeCpuMs = (pid) =>
  overTree(pid, (p) => {
    const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  });
