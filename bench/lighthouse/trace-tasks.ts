// Lists the main thread's tasks of Lighthouse traces kept with LH_TRACE=<dir> (bench/lighthouse/run.ts): each task
// of at least MIN_MS (default 8) ms as observed, its start from the navigation, and what it was made of (the events
// directly inside it, by name and script), with the first contentful paint marked. Lighthouse's own report names a
// long task by a file only; this says whether the task that blocks after the first paint is script, style or layout.
// Usage: npx tsx bench/lighthouse/trace-tasks.ts <trace.json>…
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, unknown> }

const minMs = Number(process.env.MIN_MS ?? 8);

for (const file of process.argv.slice(2)) {
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const navigation = events.find((event) => event.name === 'navigationStart' && (event.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!navigation || !fcp) {
    console.log(`${basename(file)}: no navigation or first paint in the trace`);
    continue;
  }
  const { pid, tid } = fcp;
  const since = (ts: number) => ((ts - navigation.ts) / 1000).toFixed(0).padStart(5);
  const thread = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  console.log(`${basename(file)}: first contentful paint at ${since(fcp.ts)} ms`);
  let fcpShown = false;
  for (const task of thread.filter((event) => event.name === 'RunTask')) {
    if (!fcpShown && task.ts > fcp.ts) {
      console.log('  ───── first contentful paint ─────');
      fcpShown = true;
    }
    if (task.dur! / 1000 < minMs) continue;
    const inside = thread.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!);
    // The events directly inside the task: those not inside another event inside it.
    const direct = inside.filter((event) => !inside.some((outer) => outer !== event && outer.ts <= event.ts && outer.ts + outer.dur! >= event.ts + event.dur! && outer.dur! > event.dur!));
    const parts = new Map<string, number>();
    for (const event of direct) {
      const label = labelOf(event, inside);
      parts.set(label, (parts.get(label) ?? 0) + event.dur! / 1000);
    }
    const made = [...parts].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).map(([label, ms]) => `${label} ${ms.toFixed(0)}`).join(', ');
    console.log(`  ${since(task.ts)} ms  ${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${made}`);
  }
}

function labelOf(event: TraceEvent, inside: TraceEvent[]): string {
  const data = (event.args?.data ?? {}) as { url?: string; functionName?: string; frame?: string };
  const script = (url?: string) => (url ? basename(url.split('?')[0]!) : '');
  if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') return `${event.name} ${script(data.url)}`;
  if (event.name === 'FunctionCall') {
    // The first script function inside names the work better than the callback's own frame.
    const first = inside.find((inner) => inner.ts >= event.ts && inner.name === 'FunctionCall' && inner !== event);
    return `call ${script(data.url)}${data.functionName ? `:${data.functionName}` : ''}${first ? '' : ''}`;
  }
  return event.name;
}
