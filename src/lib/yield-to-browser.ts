/**
 * Ends the current task, so the browser may paint and answer input before the next step of the start runs. A module
 * already fetched is evaluated in the microtasks of the task that imports it: without this, React's setup, the
 * shell's evaluation, the router and the texts ran as one task of about 250 ms on Lighthouse's phone (issue 18:
 * total blocking time counts every task's time beyond 50 ms). A plain task rather than `scheduler.yield`: the
 * account pages' code is at its budget's last bytes, and nothing else is queued this early to jump ahead of.
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
