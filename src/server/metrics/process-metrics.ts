// What belongs to the process rather than to one app: Node's own figures (memory, event-loop delay, handles) and the
// document readings, whose gate is one per process (recognition/reading-gate.ts). Registered once, however many apps
// a process builds (the tests build dozens), and served by each app's /metrics beside its own series.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { onReadingEvent, sharedReadingLoad } from '../recognition/reading-gate.ts';

let registry: Registry | undefined;

export function processRegistry(): Registry {
  if (registry) return registry;
  registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  new Gauge({
    name: 'portal_reading_queue_waiting',
    help: 'Document readings waiting for a turn now.',
    registers: [registry],
    collect() {
      this.set(sharedReadingLoad().waiting);
    },
  });
  new Gauge({
    name: 'portal_reading_running',
    help: 'Document readings being read now.',
    registers: [registry],
    collect() {
      this.set(sharedReadingLoad().running);
    },
  });
  // A reading waits at most (waiting + 1) × its 8 s budget before the gate says "busy" instead.
  const wait = new Histogram({
    name: 'portal_reading_wait_seconds',
    help: 'How long a document reading waited for its turn.',
    buckets: [0.01, 0.1, 0.5, 1, 2, 4, 8, 16, 32],
    registers: [registry],
  });
  const busy = new Counter({ name: 'portal_reading_busy_total', help: 'Readings refused at once because the queue was full.', registers: [registry] });
  const remembered = new Counter({ name: 'portal_readings_remembered_total', help: 'Pages answered from the readings already made, without a turn.', registers: [registry] });
  onReadingEvent((event) => {
    if (event.kind === 'turn') wait.observe(event.waitedMs / 1000);
    else if (event.kind === 'busy') busy.inc();
    else remembered.inc();
  });
  return registry;
}
