import { generate } from 'otplib';

// A staff member's authenticator app, in the test: the secret read from the enrolment page, codes made by otplib
// (the library the portal checks them with). The portal refuses a code of a time step it already took (a replay),
// so a second code waits for the next 30-second step, as a person waits for the app's next number.

const PERIOD_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);

export class Authenticator {
  private lastStep = -1;

  constructor(readonly secret: string) {}

  /** A code of a step after the last one used. */
  async code(): Promise<string> {
    const step = Math.max(stepNow(), this.lastStep + 1);
    const wait = step * PERIOD_SECONDS * 1000 - Date.now();
    // Half a second into the step, so that the portal's clock is surely in it too.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
    this.lastStep = step;
    return generate({ secret: this.secret, epoch: step * PERIOD_SECONDS, period: PERIOD_SECONDS });
  }
}
