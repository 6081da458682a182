/** What the authorization matrix's tables and their cells share (authorization-matrix*.ts). */
import type { Role } from '@app/contract/common';
import type { LightMyRequestResponse } from 'fastify';

export type Caller = 'anonymous' | Role;
export type Expectation = Record<Caller, number>;

export const CALLERS: readonly Caller[] = ['anonymous', 'usuario', 'office', 'admin'];

/** What a cell sends: its path with real ids, a valid body, and optionally its own session. */
export type Call = {
  url?: string;
  payload?: object;
  headers?: Record<string, string>;
  /** Extra checks of an allowed call. */
  after?: (response: LightMyRequestResponse) => Promise<void>;
  /** State the call could change beyond the lists of `snapshotData`: unchanged by a refusal. */
  observe?: () => Promise<unknown>;
  /** The allowed call answers a file or a redirect, not JSON. */
  raw?: boolean;
};
