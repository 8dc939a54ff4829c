import { useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { applicantModel } from '../../../../machines/application/applicant.model';
import { applicationModel } from '../../../../machines/application/application.model';
import type { MachineModel } from '../../../../machines/model';
import type { FlowScreenProps } from './flow-screen-props';
import { useFlowText } from './strings';
import { useIsSandbox } from './use-sandbox';

// Stands in for a flow screen until its own lands: the route's title, the step, the last failure or refusal,
// and — in the sandbox only — a button per event the state accepts, with the model's sample payload. The
// buttons send what a screen would send; results of server calls come only from the real actors.
export function GenericScreen({ actor, screenActor, screen }: FlowScreenProps) {
  const { t, text } = useFlowText();
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = screenActor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => screenActor.getSnapshot() as AnyMachineSnapshot,
  );
  const context = actor.getSnapshot().context;
  const sandbox = useIsSandbox();

  const model: MachineModel = screenActor === (actor as AnyActorRef) ? applicationModel : applicantModel;
  const events = sandbox ? acceptedSamples(model, snapshot) : [];

  return (
    <section className="mx-auto max-w-3xl py-4" aria-labelledby="flow-title">
      <h1 id="flow-title" className="text-3xl font-bold text-blue-950">{t(`route.${screen.route}`)}</h1>
      {screen.step ? <p className="mt-2 text-lg text-slate-700">{text('generic.step', { step: text(`step.${screen.step}`) })}</p> : null}
      {context.failure ? <p role="alert" className="mt-4 rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">{text('generic.failure', { message: context.failure })}</p> : null}
      {context.refusal ? <p role="alert" className="mt-4 rounded border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-900">{text('generic.refusal', { reason: context.refusal })}</p> : null}
      <p className="mt-6 text-slate-700">{text('generic.coming')}</p>
      {events.length > 0 ? (
        <section aria-labelledby="sandbox-events" className="mt-8 rounded border-2 border-dashed border-slate-400 p-4">
          <h2 id="sandbox-events" className="text-lg font-semibold text-slate-800">{text('generic.sandbox')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {events.map((event, index) => (
              <li key={`${event.type}-${index}`}>
                <button
                  type="button"
                  onClick={() => screenActor.send(event)}
                  className="rounded border-2 border-slate-700 px-3 py-1 text-left font-mono text-sm hover:bg-slate-100"
                >
                  {event.type}
                  {model.describeEvent ? <span className="ml-2 font-sans text-slate-600">{model.describeEvent(event)}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** The model's samples this state takes, without the actors' results: those come from the server only. */
function acceptedSamples(model: MachineModel, snapshot: AnyMachineSnapshot): EventObject[] {
  if (snapshot.status !== 'active') return [];
  const seen = new Set<string>();
  return model.events(snapshot).filter((event) => {
    if (event.type.startsWith('xstate.') || !snapshot.can(event)) return false;
    const key = JSON.stringify(event);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
