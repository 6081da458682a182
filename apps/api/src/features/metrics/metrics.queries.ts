/**
 * What other features count for GET /metrics (docs/decisions/090): punches recorded and refused
 * sign-ins. Counted in this process; Prometheus sums the instances.
 */
import { PUNCH_TYPES, type PunchType } from '@app/contract/punches';
import { counter } from '../../lib/metrics';

const punchesRecorded = counter(
  'punches_recorded_total',
  'Punch events recorded by this instance, by type (I, O, BI, BO, LI, LO); a replayed request is not counted',
  ['type'],
);
for (const type of PUNCH_TYPES) punchesRecorded.inc({ type }, 0);

/** A punch event recorded (after its transaction committed). */
export const countPunch = (type: PunchType) => punchesRecorded.inc({ type });

/** 'failed': a wrong password, code or passkey, or an unknown account; 'locked': refused by the limiter. */
export type SignInRefusal = 'failed' | 'locked';
/** How the sign-in was tried: a password, a second-factor code, a passkey, single sign-on. */
export type SignInMethod = 'password' | 'code' | 'passkey' | 'sso';

const signInFailures = counter(
  'sign_in_failures_total',
  "Refused sign-ins seen by this instance (each also writes a 'sign-in' row of the audit log), by reason and method",
  ['reason', 'method'],
);
for (const reason of ['failed', 'locked'] as const) {
  for (const method of ['password', 'code', 'passkey', 'sso'] as const) {
    signInFailures.inc({ reason, method }, 0);
  }
}

/** A refused sign-in, counted where its audit row is written. */
export const countSignInFailure = (reason: SignInRefusal, method: SignInMethod) =>
  signInFailures.inc({ reason, method });
