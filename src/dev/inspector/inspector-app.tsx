import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { machineModels } from '../../../machines/catalog';
import { DiagramView, svgFileOf } from './diagram-view';
import { activeStateIds, layoutMachine, stateText, type Diagram } from './graph-layout';
import { INSPECTOR_CHANNEL, type AppMessage, type InspectedStep, type InspectorMessage } from './protocol';

// The inspector page (decision 020, development only, at /__inspector): opened beside the app in another
// tab, it draws every machine of the catalog, lights up the states of the app's running actors, keeps the
// log of their steps with the events' payloads and the context after each, exports the application actor's
// persisted snapshot and loads one back into the app.

const LOG_LIMIT = 1000;
const WAITING = 'Waiting for the app: open it in another tab of this browser, on this dev server.';
const elk = new ELK();
const machines: { name: string; machine: AnyStateMachine }[] = machineModels.map(({ name, machine }) => ({ name, machine }));

const clock = (time: number) => new Date(time).toISOString().slice(11, 23);
const payloadOf = (event: InspectedStep['event']) => {
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length ? JSON.stringify(payload) : '';
};

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Laid = Diagram | { error: string };

const REPEAT_MS = 500;
const GIVE_UP_MS = 10_000;

/**
 * Sends a request to the app again every REPEAT_MS until it is answered: an app tab whose bridge was still
 * loading (a page just opened or reloaded) misses what was posted before it listened.
 */
function repeatUntilAnswered(send: () => void, answered: () => boolean, giveUp: () => void) {
  send();
  const started = Date.now();
  const timer = setInterval(() => {
    if (answered()) {
      clearInterval(timer);
    } else if (Date.now() - started >= GIVE_UP_MS) {
      clearInterval(timer);
      giveUp();
    } else {
      send();
    }
  }, REPEAT_MS);
}

export function InspectorApp() {
  const channel = useRef<BroadcastChannel | null>(null);
  const [log, setLog] = useState<InspectedStep[]>([]);
  const [live, setLive] = useState<Map<string, InspectedStep>>(new Map());
  const [selected, setSelected] = useState<InspectedStep | null>(null);
  const [machineName, setMachineName] = useState('application');
  const [diagrams, setDiagrams] = useState<Record<string, Laid>>({});
  const [status, setStatus] = useState(WAITING);
  const [stately, setStately] = useState(false);
  const [zoom, setZoom] = useState(100);
  const exportRequest = useRef<string | null>(null);
  const loadRequest = useRef<string | null>(null);
  const svg = useRef<SVGSVGElement | null>(null);

  const send = useCallback((message: InspectorMessage) => channel.current?.postMessage(message), []);

  useEffect(() => {
    const opened = new BroadcastChannel(INSPECTOR_CHANNEL);
    channel.current = opened;
    const onMessage = ({ data }: MessageEvent<AppMessage>) => {
      if (data.kind === 'step') {
        setLive((previous) => {
          const next = new Map(previous);
          if (data.status === 'active') next.set(data.actorId, data);
          else next.delete(data.actorId);
          return next;
        });
        setLog((previous) => [...previous.slice(-(LOG_LIMIT - 1)), data]);
        setStatus((previous) => (previous === WAITING ? 'Connected to the app.' : previous));
      }
      if (data.kind === 'persisted' && data.requestId === exportRequest.current) {
        exportRequest.current = null;
        if (!data.snapshot) {
          setStatus('No application actor is running in the app: open an application there first.');
          return;
        }
        download(`application-snapshot-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, 'application/json', `${JSON.stringify(data.snapshot, null, 2)}\n`);
        setStatus('Exported the application actor\'s persisted snapshot.');
      }
      if (data.kind === 'loading' && data.requestId === loadRequest.current) loadRequest.current = null;
      if (data.kind === 'loaded') setStatus(data.ok ? `Loaded into the app: ${data.message}` : `Not loaded: ${data.message}`);
      if (data.kind === 'stately') {
        setStately(data.on);
        setStatus(data.message);
      }
    };
    opened.addEventListener('message', onMessage);
    // An app already running answers with the states its actors are in.
    opened.postMessage({ kind: 'hello' } satisfies InspectorMessage);
    return () => {
      channel.current = null;
      opened.close();
    };
  }, []);

  const current = machines.find((entry) => entry.name === machineName) ?? machines[0]!;
  const laid = diagrams[current.name];
  useEffect(() => {
    if (diagrams[current.name]) return;
    let alive = true;
    layoutMachine(current.machine, elk).then(
      (diagram) => alive && setDiagrams((previous) => ({ ...previous, [current.name]: diagram })),
      (error: unknown) => alive && setDiagrams((previous) => ({ ...previous, [current.name]: { error: String(error) } })),
    );
    return () => {
      alive = false;
    };
  }, [current, diagrams]);

  const active = useMemo(() => {
    const steps = selected ? [selected] : [...live.values()];
    const ids = new Set<string>();
    for (const step of steps) {
      if (step.machineId !== current.machine.id) continue;
      activeStateIds(current.machine, step.value).forEach((id) => ids.add(id));
    }
    return ids;
  }, [selected, live, current]);

  const machineOfStep = (step: InspectedStep) => machines.find((entry) => entry.machine.id === step.machineId);

  const exportSnapshot = () => {
    const requestId = crypto.randomUUID();
    exportRequest.current = requestId;
    setStatus('Asking the app for the application actor\'s snapshot…');
    repeatUntilAnswered(() => send({ kind: 'export', requestId, root: 'application' }), () => exportRequest.current !== requestId, () => {
      exportRequest.current = null;
      setStatus('No app answered: is it open in this browser, in development (npm run dev)?');
    });
  };

  const loadSnapshot = async (file: File | undefined) => {
    if (!file) return;
    try {
      const snapshot = JSON.parse(await file.text()) as unknown;
      if (!snapshot || typeof snapshot !== 'object' || !('value' in snapshot)) throw new Error('no state value in it');
      const requestId = crypto.randomUUID();
      loadRequest.current = requestId;
      setStatus(`Loading ${file.name} into the app…`);
      repeatUntilAnswered(() => send({ kind: 'load', requestId, snapshot: snapshot as Record<string, unknown> }), () => loadRequest.current !== requestId, () => {
        loadRequest.current = null;
        setStatus('No app answered: is it open in this browser, in development (npm run dev)?');
      });
    } catch (error) {
      setStatus(`Not a persisted snapshot: ${String(error)}`);
    }
  };

  return (
    <div className="flex h-screen flex-col bg-slate-50 text-slate-900">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-300 bg-white px-4 py-2">
        <h1 className="text-lg font-bold">Portal inspector <span className="font-normal text-slate-600">(development)</span></h1>
        <button type="button" className="rounded bg-blue-900 px-3 py-1 text-sm font-semibold text-white" onClick={exportSnapshot}>Export snapshot</button>
        <label className="cursor-pointer rounded border border-blue-900 px-3 py-1 text-sm font-semibold text-blue-900">
          Load snapshot
          <input type="file" accept="application/json,.json" className="sr-only" onChange={(event) => { void loadSnapshot(event.target.files?.[0]); event.target.value = ''; }} />
        </label>
        <button type="button" className="rounded border border-slate-500 px-3 py-1 text-sm" onClick={() => svg.current && download(`${current.name}.svg`, 'image/svg+xml', svgFileOf(svg.current))} disabled={!laid || 'error' in laid}>
          Save SVG
        </button>
        <button
          type="button"
          role="switch"
          aria-checked={stately}
          className="flex items-center gap-2 rounded px-2 py-1 text-sm"
          onClick={() => send({ kind: 'stately', on: !stately })}
        >
          <span aria-hidden="true" className={`inline-block h-4 w-8 rounded-full ${stately ? 'bg-blue-700' : 'bg-slate-400'}`} />
          Send to stately.ai
        </button>
        <p role="status" className="text-sm text-slate-700">{status}</p>
      </header>

      <div className="flex min-h-0 flex-1">
        <nav aria-label="Machines" className="w-56 shrink-0 overflow-auto border-r border-slate-300 bg-white p-3">
          <h2 className="text-sm font-bold uppercase text-slate-600">Machines</h2>
          <ul className="mt-2 space-y-1">
            {machines.map((entry) => (
              <li key={entry.name}>
                <button
                  type="button"
                  aria-pressed={entry.name === current.name}
                  className={`w-full rounded px-2 py-1 text-left text-sm ${entry.name === current.name ? 'bg-blue-900 text-white' : 'hover:bg-slate-100'}`}
                  onClick={() => setMachineName(entry.name)}
                >
                  {entry.name}
                </button>
              </li>
            ))}
          </ul>
          <section aria-labelledby="running-title" className="mt-6">
            <h2 id="running-title" className="text-sm font-bold uppercase text-slate-600">Running actors</h2>
            {live.size === 0 ? <p className="mt-2 text-sm text-slate-600">None seen yet.</p> : null}
            <ul className="mt-2 space-y-2 text-sm">
              {[...live.values()].map((step) => (
                <li key={step.actorId}>
                  <button type="button" className="text-left underline decoration-dotted" onClick={() => { const entry = machineOfStep(step); if (entry) setMachineName(entry.name); }}>
                    {step.root} · {step.id}
                  </button>
                  <div className="font-mono text-xs text-slate-700">{step.machineId ? stateText(step.value) : step.status}</div>
                </li>
              ))}
            </ul>
          </section>
        </nav>

        <main className="min-w-0 flex-1 overflow-auto bg-white p-2" aria-label={`Diagram of ${current.name}`}>
          <label className="mb-2 flex items-center gap-2 text-sm text-slate-700">
            Zoom
            <input type="range" min={20} max={150} step={10} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
            <span>{zoom}%</span>
          </label>
          {selected ? (
            <p className="mb-2 text-sm text-amber-800">
              Showing the state after the selected log line. <button type="button" className="underline" onClick={() => setSelected(null)}>Back to live</button>
            </p>
          ) : null}
          {!laid ? <p className="text-sm text-slate-600">Laying out {current.name}…</p> : null}
          {laid && 'error' in laid ? <p className="text-sm text-red-700">Could not lay out {current.name}: {laid.error}</p> : null}
          {laid && !('error' in laid) ? <DiagramView ref={svg} diagram={laid} active={active} title={`${current.name} machine`} zoom={zoom / 100} /> : null}
        </main>

        <aside className="flex w-[28rem] shrink-0 flex-col border-l border-slate-300 bg-white">
          <section aria-labelledby="log-title" className="flex min-h-0 flex-1 flex-col">
            <div className="flex items-center justify-between px-3 pt-2">
              <h2 id="log-title" className="text-sm font-bold uppercase text-slate-600">Event log</h2>
              <button type="button" className="text-sm underline" onClick={() => { setLog([]); setSelected(null); }}>Clear</button>
            </div>
            <ol className="mt-1 min-h-0 flex-1 overflow-auto px-1 font-mono text-xs">
              {log.map((step, index) => (
                <li key={index}>
                  <button
                    type="button"
                    aria-pressed={selected === step}
                    onClick={() => {
                      setSelected(selected === step ? null : step);
                      const entry = machineOfStep(step);
                      if (entry) setMachineName(entry.name);
                    }}
                    className={`block w-full truncate rounded px-2 py-0.5 text-left ${selected === step ? 'bg-blue-900 text-white' : 'hover:bg-slate-100'}`}
                  >
                    {clock(step.time)} {step.root}·{step.id} {step.replay ? '(already) ' : ''}{step.event.type} → {step.machineId ? stateText(step.value) : step.status} {payloadOf(step.event)}
                  </button>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="step-title" className="max-h-[45%] overflow-auto border-t border-slate-300 p-3 text-xs">
            <h2 id="step-title" className="text-sm font-bold uppercase text-slate-600">Selected step</h2>
            {selected ? (
              <dl className="mt-2 space-y-2">
                <dt className="font-bold">Actor</dt>
                <dd className="font-mono">{selected.root} · {selected.id} ({selected.machineId ?? 'not a machine'}, {selected.actorId})</dd>
                <dt className="font-bold">Event</dt>
                <dd><pre className="whitespace-pre-wrap break-all">{JSON.stringify(selected.event, null, 2)}</pre></dd>
                <dt className="font-bold">State</dt>
                <dd className="font-mono">{stateText(selected.value)} ({selected.status})</dd>
                <dt className="font-bold">Context</dt>
                <dd><pre className="whitespace-pre-wrap break-all">{JSON.stringify(selected.context, null, 2)}</pre></dd>
              </dl>
            ) : <p className="mt-2 text-slate-600">Select a line of the log to see its event and the context then.</p>}
          </section>
        </aside>
      </div>
    </div>
  );
}
