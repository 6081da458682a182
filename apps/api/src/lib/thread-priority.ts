import fs from 'node:fs';
import os from 'node:os';

/**
 * Background work on a thread of its own (a report PDF, a security password's KDF) runs at the
 * lowest priority, so that while it takes every core the server's main thread still answers at
 * once (docs/decisions/044). Linux gives each thread its own nice value, set through its thread
 * id; elsewhere, or when not allowed, the thread stays as it is.
 */
export function lowerThisThreadsPriority() {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, 19);
  } catch {
    // not Linux, or not allowed: the work runs at normal priority
  }
}
