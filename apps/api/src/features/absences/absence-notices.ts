import { ABSENCE_NOTICES, ABSENCE_TYPE_LABELS, absenceRangeText } from '@app/contract/absences';
import { dateFromCalendarId, spanishDate } from '@app/contract/dates';
import type { Db } from '../../db/client';
import { notifyUsers } from '../notifications/notifications.queries';
import type { AbsenceRow } from './absences.repository';

/**
 * What absences tell people (DECISIONS §10's notifications, §11): a request to the deciders, a
 * decision to the worker, an absence entered by someone else to the worker. The subject
 * `absence:{id}:{event}` makes each told once.
 */

type Told = { tx: Db; absence: AbsenceRow; actorName: string; at: Date };

/** Its first and last day as DD/MM/YYYY. */
const daysOf = (absence: AbsenceRow) =>
  [
    spanishDate(dateFromCalendarId(absence.fromDay)),
    spanishDate(dateFromCalendarId(absence.toDay)),
  ] as const;

const rangeOf = (absence: AbsenceRow) => absenceRangeText(...daysOf(absence));

const typeOf = (absence: AbsenceRow) => ABSENCE_TYPE_LABELS[absence.type];

/** A usuario asked: every active admin and office user but the requester hears of it. */
export const tellRequested = ({ tx, absence, actorName, at }: Told, deciders: number[]) =>
  notifyUsers(tx, {
    userIds: deciders.filter((id) => id !== absence.requestedBy),
    kind: 'absence-requested',
    title: ABSENCE_NOTICES.requestedTitle,
    body: ABSENCE_NOTICES.requestedBody(actorName, typeOf(absence), rangeOf(absence)),
    link: ABSENCE_NOTICES.link(absence.id),
    subject: `absence:${absence.id}:requested`,
    at,
  });

/** Someone decided: the worker hears of it. */
export const tellDecided = ({ tx, absence, actorName, at }: Told, note: string | null) =>
  notifyUsers(tx, {
    userIds: [absence.userId],
    kind: 'absence-decided',
    title:
      absence.status === 'approved' ? ABSENCE_NOTICES.approvedTitle : ABSENCE_NOTICES.rejectedTitle,
    body: ABSENCE_NOTICES.decidedBody(
      actorName,
      absence.status === 'approved',
      typeOf(absence),
      ...daysOf(absence),
      note,
    ),
    link: ABSENCE_NOTICES.link(absence.id),
    subject: `absence:${absence.id}:decided`,
    at,
  });

/** Someone else entered the worker's absence: the worker hears of it. */
export const tellEntered = ({ tx, absence, actorName, at }: Told) =>
  notifyUsers(tx, {
    userIds: [absence.userId],
    kind: 'absence-entered',
    title: ABSENCE_NOTICES.enteredTitle,
    body: ABSENCE_NOTICES.enteredBody(actorName, typeOf(absence), rangeOf(absence)),
    link: ABSENCE_NOTICES.link(absence.id),
    subject: `absence:${absence.id}:entered`,
    at,
  });
