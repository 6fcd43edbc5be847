// What the benchmarks read of their own processes and of the machine, from /proc: CPU, memory and
// the CPU the virtual machine's host gave to others. No child processes (ps), so reading costs the
// measured run next to nothing.
import fs from "node:fs";

/** The fields of /proc/PID/stat after the command name (state, ppid, …), or null once it has ended. */
function statFields(pid: number | string) {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  } catch {
    return null;
  }
}

/** A process and its descendants (the web server's processes under WEB_PROCESSES), from one pass over /proc. */
function processTree(pid: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const parent = Number(statFields(entry)?.[1]);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) tree.push(...(childrenOf.get(tree[index]!) ?? []));
  return tree;
}

/** CPU seconds (user + system) of a process and its descendants, from /proc. */
export function cpuSeconds(pid: number) {
  return processTree(pid).reduce((sum, each) => {
    const fields = statFields(each);
    return fields ? sum + (Number(fields[11]) + Number(fields[12])) / 100 : sum; // or ended meanwhile
  }, 0);
}

/**
 * CPU time the virtual machine's host gave to others while we wanted it ("steal", /proc/stat), in
 * seconds over all cores: a noisy neighbour slows the at-rest and the during figures alike.
 */
export function stolenSeconds() {
  const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  return Number(fields[8] ?? 0) / 100;
}

/**
 * Resident memory of a process and its descendants, from /proc (`only`: of those named so, e.g. the
 * room server's workerd processes under partykit).
 */
export function rssMb(pid: number, only?: string) {
  const kb = processTree(pid).reduce((sum, each) => {
    try {
      const status = fs.readFileSync(`/proc/${each}/status`, "utf8");
      if (only && /^Name:\s+(.*)$/m.exec(status)?.[1] !== only) return sum;
      return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      return sum;
    }
  }, 0);
  return Math.round(kb / 1024);
}
