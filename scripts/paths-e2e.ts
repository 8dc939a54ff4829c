// npm run test:paths:e2e [-- --no-build] [-- <playwright options, e.g. --grep "path 2\.">]: the model-based
// paths of the application machine, and the applicant and payment tours, through the real UI in Chromium (decision
// 021). Builds into E2E_STATIC_DIR (default dist), plans the paths (e2e/paths/plan.ts), runs e2e/paths/browser-paths.ts
// with playwright.paths.config.ts, then prints the coverage from what the browser saw. Exits 1 on a failure.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { applicantMachine } from '../machines/application/applicant.machine.ts';
import { allTransitions, describeTransition } from '../machines/coverage.ts';
import { screenStatesOf } from '../machines/routes.ts';
import { pageModel } from '../e2e/paths/model/index.ts';
import { applicantNotOffered, planApplicantTour, tourPerson } from '../e2e/paths/applicant-tour.ts';
import { paymentNotOffered, planPaymentTour } from '../e2e/paths/payment-tour.ts';
import { isInternal, planPaths, storePlan } from '../e2e/paths/plan.ts';
import { lastOutcomes, planFile, readPlan, records, runDir, writeJson, type RunRecord } from '../e2e/paths/run-state.ts';
import { phoneViewport } from '../e2e/paths/phone-width.ts';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const playwrightArgs = args.filter((a) => a !== '--no-build');
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
const started = Date.now();

if (build) {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', staticDir, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

rmSync(runDir, { recursive: true, force: true });
writeJson(planFile, storePlan(planPaths(pageModel)));
const plan = readPlan()!;
const applicantTourLegs = planApplicantTour(tourPerson).legs.length;
const paymentTour = planPaymentTour();
// The payment tour's first path brings an application to the pay screen (P.1), then one path per leg.
const paymentTourPaths = 1 + paymentTour.legs.length;

const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.paths.config.ts', ...playwrightArgs], { stdio: 'inherit' });

const facts = records();
const of = <K extends RunRecord['kind']>(kind: K) => facts.filter((r): r is Extract<RunRecord, { kind: K }> => r.kind === kind);
const seen = new Set(of('state').map((r) => r.id));
const passedThrough = new Set(of('passedThrough').map((r) => r.id).filter((id) => !seen.has(id)));
const taken = new Set(of('taken').map((r) => r.transition));
const outcomes = lastOutcomes(facts);
const failures = outcomes.filter((o) => !o.ok);

const list = (title: string, items: string[]) => {
  if (items.length === 0) return;
  console.log(`  ${title}:`);
  for (const item of items) console.log(`    - ${item}`);
};
const pct = (a: number, b: number) => (b === 0 ? '100' : ((a / b) * 100).toFixed(1));

const screens = plan.screenStates;
const seenScreens = screens.filter((id) => seen.has(id));
const person = plan.personTransitions;
const driven = person.filter((t) => taken.has(t));

// The applicant machine, where the UI drives it (the open applicant's documents and form steps: the application's
// paths and the applicant tour).
const applicantScreens = screenStatesOf(applicantMachine).map((s) => s.id);
const applicantSeen = new Set(of('applicantState').map((r) => r.id));
const applicantAccepted = allTransitions(applicantMachine).filter((t) => !isInternal(t));
const applicantPerson = applicantAccepted.filter((t) => !(describeTransition(t) in applicantNotOffered));
const applicantDriven = applicantPerson.filter((t) => of('applicantTaken').some((r) =>
  r.source === t.source.id && r.event === t.eventType && (t.target ?? []).some((target) => r.target === target.id || r.target.startsWith(`${target.id}.`))));

console.log('\n══ browser paths: coverage ══');
console.log(`paths run: ${outcomes.length} of ${plan.paths.length + applicantTourLegs + paymentTourPaths} planned (${applicantTourLegs} of them the applicant tour, ${paymentTourPaths} the payment tour), ${outcomes.length - failures.length} passed, ${failures.length} failed`);
console.log(`application screen states seen in the browser: ${seenScreens.length}/${screens.length} (${pct(seenScreens.length, screens.length)}%)` +
  `${passedThrough.size ? `; passed through while a call ran (not counted): ${passedThrough.size}` : ''}`);
list('passed through while a call ran', [...passedThrough]);
list('not seen', screens.filter((id) => !seen.has(id) && !passedThrough.has(id)));
console.log(`application transitions a person can trigger, driven: ${driven.length}/${person.length} (${pct(driven.length, person.length)}%)`);
list('not driven', person.filter((t) => !taken.has(t)));
console.log(`not offered to a person (the machine accepts them, no screen offers them; not counted above): ${plan.notOffered.length}`);
list('not offered', plan.notOffered.map((n) => `${n.transition} — ${n.reason}`));
console.log(`applicant machine (the open applicant's screens): states seen ${applicantScreens.filter((id) => applicantSeen.has(id)).length}/${applicantScreens.length}, ` +
  `transitions a person can trigger, driven ${applicantDriven.length}/${applicantPerson.length}`);
list('applicant states not seen', applicantScreens.filter((id) => !applicantSeen.has(id)));
list('applicant transitions not driven', applicantPerson.filter((t) => !applicantDriven.includes(t)).map(describeTransition));
list('applicant transitions not offered to a person', Object.entries(applicantNotOffered).map(([transition, reason]) => `${transition} — ${reason}`));
console.log(`excluded from the transitions (machine-internal: eventless, invoked actors' results, timers): ${plan.internalTransitions.length}`);
list('excluded', plan.internalTransitions);
if (plan.unreachable.length) list('not in any path (the page model has no way to it yet)', plan.unreachable);
// The payment machine, where the pay screen drives it (the payment tour: paths P.…).
const paymentSeen = new Set(of('paymentState').map((r) => r.id));
const paymentPassed = new Set(of('paymentPassedThrough').map((r) => r.id).filter((id) => !paymentSeen.has(id)));
const paymentTaken = new Set(of('paymentTaken').map((r) => r.transition));
const paymentScreens = paymentTour.screenStates;
const paymentDriven = paymentTour.personTransitions.filter((t) => paymentTaken.has(t));
console.log(`payment machine (the pay screen): states seen ${paymentScreens.filter((id) => paymentSeen.has(id)).length}/${paymentScreens.length}, ` +
  `transitions a person can trigger, driven ${paymentDriven.length}/${paymentTour.personTransitions.length}` +
  `${paymentPassed.size ? `; passed through while a call ran (not counted): ${paymentPassed.size}` : ''}`);
list('payment states passed through while a call ran', [...paymentPassed]);
list('payment states not seen', paymentScreens.filter((id) => !paymentSeen.has(id) && !paymentPassed.has(id)));
list('payment transitions not driven', paymentTour.personTransitions.filter((t) => !paymentTaken.has(t)));
list('payment transitions not offered to a person', Object.entries(paymentNotOffered).map(([transition, reason]) => `${transition} — ${reason}`));
list('payment transitions excluded (machine-internal: invoked calls\' results, timers)', paymentTour.internalTransitions);
if (paymentTour.unreachable.length) list('payment: not in the tour (the page model has no way to it yet)', paymentTour.unreachable);
// Issue 12 item 7: every screen state the paths landed on, measured again at a phone's width.
const widths = new Map(of('width').map((r) => [r.id, r]));
const wide = [...widths.values()].filter((r) => r.scrollWidth > r.innerWidth);
console.log(`screen states wider than the viewport at ${phoneViewport.width} px: ${wide.length} of ${widths.size} measured`);
list('wider than the phone', wide.map((r) => `${r.id}: ${r.scrollWidth} px in ${r.innerWidth} px`));
if (failures.length) {
  console.log('failures:');
  for (const f of failures) {
    console.log(`  ✗ path ${f.id}: ${f.words}`);
    console.log(`      failed after: ${f.failedAt}`);
    console.log(`      ${f.error}`);
  }
}
console.log(`wall time: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(run.status !== 0 || failures.length ? 1 : 0);
