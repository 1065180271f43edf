/**
 * What grew between two V8 heap snapshots (`.heapsnapshot`, as `--heapsnapshot-signal` writes
 * them): the live objects grouped by constructor (or by kind for strings, code, arrays...),
 * their count and retained-by-nothing "self" size in each, and the groups that grew the most.
 * Used by bench/soak.ts (`--heap DIR`); also runnable alone:
 *
 *   npx tsx bench/heap-diff.ts before.heapsnapshot after.heapsnapshot
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[], ...unknown[]] };
    node_count: number;
  };
  nodes: number[];
  strings: string[];
}

export interface HeapSummary {
  /** Total self size of every node, in bytes. */
  total: number;
  /** group → [count, self size in bytes] */
  groups: Map<string, [number, number]>;
}

/** Reads a snapshot and groups its nodes. */
export function summarise(file: string): HeapSummary {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const groups = new Map<string, [number, number]>();
  let total = 0;
  for (let i = 0; i < data.nodes.length; i += width) {
    const type = types[data.nodes[i + typeAt]!]!;
    const size = data.nodes[i + sizeAt]!;
    total += size;
    // Objects and closures by their constructor or function name; the rest by kind.
    const group =
      type === 'object' || type === 'closure'
        ? `${type === 'closure' ? 'closure ' : ''}${data.strings[data.nodes[i + nameAt]!]}`
        : `(${type})`;
    const entry = groups.get(group) ?? [0, 0];
    entry[0] += 1;
    entry[1] += size;
    groups.set(group, entry);
  }
  return { total, groups };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The groups that grew the most between two summaries, as printable lines. */
export function growth(before: HeapSummary, after: HeapSummary, top = 12): string[] {
  const rows = [...after.groups].map(([group, [count, size]]) => {
    const [count0, size0] = before.groups.get(group) ?? [0, 0];
    return { group, count, size, dCount: count - count0, dSize: size - size0 };
  });
  rows.sort((a, b) => b.dSize - a.dSize);
  return [
    `heap: ${mb(before.total)} MB → ${mb(after.total)} MB (${mb(after.total - before.total)} MB)`,
    ...rows
      .slice(0, top)
      .map(
        (r) =>
          `  ${r.group.slice(0, 48).padEnd(48)} ${r.dSize >= 0 ? '+' : ''}${mb(r.dSize).padStart(7)} MB` +
          `  ${r.dCount >= 0 ? '+' : ''}${r.dCount.toLocaleString('en')} objects (now ${r.count.toLocaleString('en')})`,
      ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot');
  console.log(growth(summarise(a), summarise(b)).join('\n'));
}
