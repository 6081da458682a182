/**
 * Who may call what (DECISIONS §3), checked against every route the server really registers.
 *
 * The table below is the expectation, written by hand from DECISIONS §3 — not derived from the
 * routes' declared `access`. The suite iterates over `app.apiRoutes`: a new route without a line in
 * the table fails, and so does a line whose route no longer exists.
 */
import { COMMON_TEXTS, type Role } from '@app/contract/common';
import { addDays, calendarDateId } from '@app/contract/dates';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { credentials, notifications, users, vault } from '../src/db/schema/index';
import {
  expectErrorBody,
  fromNewAddress,
  PATH_PARAM_PROBES,
  pathParamNames,
  pathWith,
  snapshotData,
} from './api-checks';
import { ENROLLING_ROUTES, SIGN_IN_EXPECTED, signInRequests } from './authorization-matrix-sign-in';
import { CALLERS, type Call, type Caller, type Expectation } from './authorization-matrix-types';
import { insertPunch, insertShift } from './factories';
import { pngUpload } from './multipart';
import { createTestApp, TEST_PASSWORD } from './test-app';

// prettier-ignore
const CORE_EXPECTED = {
  'GET /api/health':                          { anonymous: 200, usuario: 200, office: 200, admin: 200 },
  'GET /api/ready':                           { anonymous: 200, usuario: 200, office: 200, admin: 200 },

  'POST /api/auth':                           { anonymous: 200, usuario: 200, office: 200, admin: 200 },
  'GET /api/auth/me':                         { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/logout':                    { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'PATCH /api/auth/me':                       { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/change-password':           { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/register':                  { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'GET /api/auth/verify-user':                { anonymous: 200, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/verify-user':               { anonymous: 200, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/verify-password':           { anonymous: 200, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/reset-password':            { anonymous: 200, usuario: 200, office: 200, admin: 200 },

  'GET /api/users':                           { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'GET /api/users/shareable':                 { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'PATCH /api/users/:id':                     { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'DELETE /api/users/:id':                    { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/users/:id/resend-verification':  { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/users/:id/reactivate':           { anonymous: 401, usuario: 403, office: 403, admin: 200 },

  'GET /api/categories':                      { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/categories':                     { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'PATCH /api/categories/:id':                { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'DELETE /api/categories/:id':               { anonymous: 401, usuario: 403, office: 403, admin: 200 },

  'GET /api/areas':                           { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/areas':                          { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'PATCH /api/areas/:id':                     { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'DELETE /api/areas/:id':                    { anonymous: 401, usuario: 403, office: 403, admin: 200 },

  'GET /api/suppliers':                       { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/suppliers':                      { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'PATCH /api/suppliers/:id':                 { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'DELETE /api/suppliers/:id':                { anonymous: 401, usuario: 403, office: 403, admin: 200 },

  // Everyone reads shifts (a usuario only their own, published ones); admin and office write.
  'POST /api/shifts':                               { anonymous: 401, usuario: 403, office: 201, admin: 201 },
  'POST /api/shifts/get-shifts':                    { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/shifts/next-weeks':                     { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/shifts/:id':                            { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'PATCH /api/shifts/:id/:scope':                   { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'DELETE /api/shifts/:id/:scope':                  { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'POST /api/shifts/copy-week/:fromweek/:toweek':   { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'POST /api/shifts/publish-unpublish':             { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'GET /api/shifts/actual/:userId/:calendarDateId': { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/shifts/today/:userId':                  { anonymous: 401, usuario: 200, office: 200, admin: 200 },

  // Everyone punches for themself; a usuario reads only their own punches, summaries and photos.
  'POST /api/punches/add':                          { anonymous: 401, usuario: 201, office: 201, admin: 201 },
  'GET /api/punches/:userId':                       { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/punches/getPunches':                   { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/punches/summary':                      { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/punches/export':                       { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/files/upload':                         { anonymous: 401, usuario: 201, office: 201, admin: 201 },
  'GET /api/files/:key':                            { anonymous: 401, usuario: 200, office: 200, admin: 200 },

  // The attendance record (DECISIONS §10): everyone asks corrections for themself and reads their
  // own requests, history, exceptions and notifications; admin and office decide; only the
  // requester cancels (an admin's own correction is applied at once: an admin's pending request is
  // one asked while office);
  // everyone reads the closed months, the admin closes and reopens them.
  'POST /api/punch-corrections':                    { anonymous: 401, usuario: 201, office: 201, admin: 201 },
  'GET /api/punch-corrections':                     { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/punch-corrections/:id/approve':        { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'POST /api/punch-corrections/:id/reject':         { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'POST /api/punch-corrections/:id/cancel':         { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/punches/:punchId/history':              { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/punch-exceptions':                      { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/periods':                               { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/periods/:month/close':                 { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/periods/:month/reopen':                { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  // Absences and holidays (DECISIONS §11): everyone asks for themself (admin and office enter one
  // for anyone) and reads their own; admin and office decide; only the requester cancels (an
  // office or admin's pending request is one asked while usuario). Everyone reads their balances
  // and the holidays; the admin sets balances and writes holidays.
  'POST /api/absences':                             { anonymous: 401, usuario: 201, office: 201, admin: 201 },
  'GET /api/absences':                              { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/absences/:id/approve':                 { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'POST /api/absences/:id/reject':                  { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'POST /api/absences/:id/cancel':                  { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/absence-balances':                      { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'PUT /api/absence-balances':                      { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'GET /api/holidays':                              { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/holidays':                             { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'PATCH /api/holidays/:id':                        { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'DELETE /api/holidays/:id':                       { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  // The worker's own record (DECISIONS §11): everyone their own PDF, admin and office anyone's and
  // the month's ZIP of everyone.
  'GET /api/timesheets':                            { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/timesheets/all':                        { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'GET /api/notifications':                         { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/notifications/:id/read':               { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/notifications/read-all':               { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/users/me/preferences':                  { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'PATCH /api/users/me/preferences':                { anonymous: 401, usuario: 200, office: 200, admin: 200 },

  // Finance: admin only (DECISIONS §3).
  'GET /api/incomes':                               { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'GET /api/incomes/export':                        { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/incomes':                              { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'PATCH /api/incomes/:id':                         { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'DELETE /api/incomes/:id':                        { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'GET /api/expenses':                              { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'GET /api/expenses/export':                       { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/expenses':                             { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'PATCH /api/expenses/:id':                        { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'DELETE /api/expenses/:id':                       { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'GET /api/expenses/:id/receipts':                 { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/expenses/:id/receipts':                { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'DELETE /api/expenses/:id/receipts/:key':         { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'GET /api/expenses-recurrent':                    { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/expenses-recurrent':                   { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'PATCH /api/expenses-recurrent/:id':              { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'DELETE /api/expenses-recurrent/:id':             { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  // The summary dashboard: admin and office; the expense report and its PDF: admin.
  'GET /api/summary':                               { anonymous: 401, usuario: 403, office: 200, admin: 200 },
  'GET /api/expenses/report':                       { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'POST /api/expenses/report':                      { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  // The shared managers and their sub-categories: every signed-in user, each on their own items
  // (who sees and changes which item: notebooks-access.test.ts).
  'GET /api/sub-categories':                        { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/sub-categories':                       { anonymous: 401, usuario: 201, office: 201, admin: 201 },
  'PATCH /api/sub-categories/:id':                  { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'DELETE /api/sub-categories/:id':                 { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/notebooks':                             { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/notebooks':                            { anonymous: 401, usuario: 201, office: 201, admin: 201 },
  'PATCH /api/notebooks/:id':                       { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'DELETE /api/notebooks/:id':                      { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/notebooks/:id/share':                  { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/notebooks/:id/secret':                  { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/notebooks/:id/reveals':                 { anonymous: 401, usuario: 200, office: 200, admin: 200 },

  // The credential vault (DECISIONS §9): every signed-in user with the security password; an
  // admin sets it up, changes it and reads the activity log. Each caller edits its own credential.
  'GET /api/password-manager/status':               { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/password-manager/setup':               { anonymous: 401, usuario: 403, office: 403, admin: 201 },
  'PATCH /api/password-manager/setup':              { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'GET /api/password-manager/activity':             { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'GET /api/password-manager':                      { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/password-manager':                     { anonymous: 401, usuario: 201, office: 201, admin: 201 },
  'PATCH /api/password-manager/:id':                { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'DELETE /api/password-manager/:id':               { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'GET /api/password-manager/:id/password':         { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  // Backups' status on the admin's Inicio (issue 15): admin only.
  'GET /api/backups/status':                         { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  // This app has no backups of its own (backups-run.test.ts): the admin is told so.
  'POST /api/backups/run':                           { anonymous: 401, usuario: 403, office: 403, admin: 409 },
} as const satisfies Record<string, Expectation>;

/** Signing in (issue 28): the second factor, passkeys, single sign-on, sessions, the audit log. */
const EXPECTED = { ...CORE_EXPECTED, ...SIGN_IN_EXPECTED } as const;

type RouteKey = keyof typeof EXPECTED;

const t = await createTestApp();
afterAll(() => t.close());

const sessions = {
  admin: await t.signIn('admin'),
  office: await t.signIn('office'),
  usuario: await t.signIn('usuario'),
};
const NEW_PASSWORD = 'Otra-Clave-Distinta-2026';

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}`;

/** Creates something through the API as an admin and returns its `data`. */
async function created<T = { id: number }>(url: string, payload: object): Promise<T> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: sessions.admin.headers,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json<{ data: T }>().data;
}

const newCategory = () =>
  created('/api/categories', { name: unique('Categoría'), description: 'Prueba' });
const newArea = () => created('/api/areas', { name: unique('Área'), description: 'Prueba' });
const newSupplier = () => created('/api/suppliers', { name: unique('Proveedor') });
/** A user registered by an admin: not verified yet, with a verification mail on its way. */
const newRegisteredUser = () =>
  created<{ id: number; email: string }>('/api/auth/register', {
    name: unique('Persona'),
    email: `persona${++sequence}@empresa.test`,
    role: 'usuario',
  });

/** The Mondays of the next 8 ISO weeks, as the API gives them. */
async function nextWeeks(): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/shifts/next-weeks',
    headers: sessions.admin.headers,
  });
  return response.json<{ data: { startOfWeek: string }[] }>().data.map((week) => week.startOfWeek);
}
let shiftDays = 0;
/** A future day that no other shift of these tests uses. */
const freshShiftDay = async () => addDays((await nextWeeks())[0]!, shiftDays++);

/** One shift from 08:00 to 17:00 on a fresh future day, for the given user or a new one. */
async function newShift(userId?: number) {
  const day = await freshShiftDay();
  const [shift] = await created<{ id: number }[]>('/api/shifts', {
    startDateTime: `${day} 08:00`,
    endDateTime: `${day} 17:00`,
    usersId: [userId ?? (await t.signIn('usuario')).id],
  });
  return { id: shift!.id, day };
}

/** What an admin reads of one shift, or of a day's calendar: compared before and after a refusal. */
const readAsAdmin = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  (
    await t.app.inject({
      method,
      url,
      headers: sessions.admin.headers,
      ...(payload && { payload }),
    })
  ).json<unknown>();

/**
 * An expense's receipts as an admin reads them, without their signed links: a link's expiry moves
 * with the clock's second, the receipts themselves do not.
 */
const receiptsOf = async (expenseId: number) =>
  (
    (await readAsAdmin('GET', `/api/expenses/${expenseId}/receipts`)) as {
      data: { link: string }[];
    }
  ).data.map(({ link, ...receipt }) => ({ ...receipt, link: link.split('?')[0] }));

async function tokenMailedTo(email: string) {
  const token = new URL(await t.smtp.linkFor(email)).searchParams.get('token');
  if (!token) throw new Error(`no token in the mail to ${email}`);
  return token;
}

const anyone = async (): Promise<Call> => ({});

/** A published shift for a user on today's company date: what Punch In asks for. */
async function shiftToday(userId: number) {
  const now = new Date();
  await insertShift(t.db, { userId, startAt: now, endAt: new Date(now.getTime() + 3_600_000) });
}

let punchDays = 0;
/**
 * A closed punch of the user on a past day no other cell used (yesterday, the day before, …):
 * what a correction fixes.
 */
async function pastPunch(userId: number) {
  const dayStart = new Date(Date.now() - (++punchDays + 1) * 86_400_000);
  dayStart.setUTCHours(8, 0, 0, 0);
  const dateIn = dayStart;
  const dateOut = new Date(dateIn.getTime() + 8 * 3_600_000);
  const day = Number(dateIn.toISOString().slice(0, 10).replaceAll('-', ''));
  return insertPunch(t.db, { userId, calendarDateId: day, dateIn, dateOut });
}
/** A correction asked by a new user of the role (usuario: pending) for their own punch. */
async function askedCorrection(role: Role = 'usuario') {
  const user = await t.signIn(role);
  const punch = await pastPunch(user.id);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/punch-corrections',
    headers: user.headers,
    payload: {
      punchId: punch.id,
      dateOut: new Date(punch.dateOut!.getTime() + 1_800_000).toISOString(),
      reason: 'Salí media hora más tarde',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { user, punch, id: response.json<{ data: { id: number } }>().data.id };
}
/** What an admin reads of the corrections: unchanged by a refusal. */
const correctionsAsAdmin = () => readAsAdmin('GET', '/api/punch-corrections?limit=100');
const periodsAsAdmin = () => readAsAdmin('GET', '/api/periods');
let closedMonths = 0;
/** A month long ended, with nothing in it, that no other cell used. */
const freshOldMonth = () => `2001-${String(++closedMonths).padStart(2, '0')}`;
/** A notification of the caller's own (the usuario's for anonymous), inserted directly. */
async function ownNotification(caller: Caller) {
  const owner = caller === 'anonymous' ? sessions.usuario : sessions[caller];
  const [row] = await t.db
    .insert(notifications)
    .values({
      userId: owner.id,
      kind: 'correction-decided',
      title: 'Corrección aprobada',
      body: 'Prueba',
      link: '/punches',
      createdAt: new Date(),
    })
    .returning({ id: notifications.id });
  return row!.id;
}

let absenceWeeks = 0;
/** A week of 2030 no other absence cell used: Monday to Wednesday. */
function freshAbsenceDays() {
  const monday = addDays('2030-01-07', 7 * absenceWeeks++);
  return { fromDate: monday, toDate: addDays(monday, 2) };
}
/** An absence a new usuario asked for themself (pending); `role` promotes them afterwards. */
async function askedAbsence(role: Role = 'usuario') {
  const user = await t.signIn('usuario');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/absences',
    headers: user.headers,
    payload: { type: 'vacation', ...freshAbsenceDays() },
  });
  expect(response.statusCode, response.body).toBe(201);
  if (role !== 'usuario') {
    await t.db.update(users).set({ role }).where(eq(users.id, user.id));
    await t.signInAgain(user);
  }
  return { user, id: response.json<{ data: { id: number } }>().data.id };
}
/** What an admin reads of the absences and holidays: unchanged by a refusal. */
const absencesAsAdmin = () =>
  readAsAdmin('GET', '/api/absences?fromDate=2030-01-01&toDate=2035-12-31&limit=100');
const holidaysAsAdmin = () => readAsAdmin('GET', '/api/holidays?year=2031');
let holidayDays = 0;
/** A day of 2031 no other holiday cell used. */
const freshHolidayDate = () => addDays('2031-01-01', holidayDays++);
const newHoliday = () =>
  created('/api/holidays', { date: freshHolidayDate(), name: 'Fiesta local' });

/** The company's month now, 'YYYY-MM': the month a timesheet cell asks for. */
const thisMonth = () => t.app.clock.today().slice(0, 7);
let someoneThisMonth = false;
/** Someone had a shift this month: the month's ZIP has a PDF to hold (else 404). */
async function shiftThisMonth() {
  if (someoneThisMonth) return;
  someoneThisMonth = true;
  await shiftToday((await t.signIn('usuario')).id);
}

/** A photo the usuario uploaded: a link every role but anonymous may read. */
async function usuarioPhotoLink() {
  const upload = pngUpload();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...sessions.usuario.headers, ...upload.headers },
    payload: upload.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ link: string }>().link;
}

/** A catalog of its own for a finance record: category, area and supplier ids. */
async function financeRefs() {
  return {
    categoryId: (await newCategory()).id,
    areaId: (await newArea()).id,
    supplierId: (await newSupplier()).id,
  };
}
const newIncome = async () =>
  created('/api/incomes', {
    amount: 10,
    type: 'cash',
    date: '2026-01-15',
    areaId: (await financeRefs()).areaId,
  });
const expenseBody = async () => ({
  name: unique('Egreso'),
  amount: '12.34',
  date: '2026-01-15',
  ...(await financeRefs()),
  note: 'Prueba',
});
const newExpense = async () => created('/api/expenses', await expenseBody());
const recurringBody = async () => ({
  name: unique('Recurrente'),
  amount: 99,
  dayOfMonth: 25,
  ...(await financeRefs()),
});
const newRecurring = async () => created('/api/expenses-recurrent', await recurringBody());
/** An expense with one receipt: its id and the receipt's key. */
async function expenseWithReceipt() {
  const expense = await newExpense();
  const upload = pngUpload('ticket.png');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/expenses/${expense.id}/receipts`,
    headers: { ...sessions.admin.headers, ...upload.headers },
    payload: upload.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: expense.id, key: response.json<{ data: { key: string } }>().data.key };
}

/** The session a cell acts as: the caller's, or the usuario's for an anonymous call's ids. */
const actor = (caller: Caller) => (caller === 'anonymous' ? sessions.usuario : sessions[caller]);
/** Creates something through the API as `caller` (the usuario for anonymous) and returns its `data`. */
async function createdBy<T = { id: number }>(caller: Caller, url: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: actor(caller).headers,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json<{ data: T }>().data;
}
const newSubCategory = (caller: Caller) =>
  createdBy(caller, '/api/sub-categories', { value: unique('Subcategoría'), feature: 'link' });
/** A mailbox of the caller's own (the usuario's for anonymous). */
const newMailbox = (caller: Caller) =>
  createdBy(caller, '/api/notebooks', {
    type: 'email',
    title: unique('Buzón'),
    email: `buzon${++sequence}@empresa.test`,
    password: 'Clave-Del-Buzon-1',
  });
/** The items of a manager the caller (the usuario for anonymous) sees: unchanged by a refusal. */
const ownItems = (caller: Caller, type: 'email' | 'link') => async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/notebooks?type=${type}&limit=100`,
      headers: actor(caller).headers,
    })
  ).json<unknown>();
const ownSubCategories = (caller: Caller) => async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/sub-categories?feature=link',
      headers: actor(caller).headers,
    })
  ).json<unknown>();
const VAULT_PASSWORD = 'Boveda-De-La-Matriz-2026';
let vaultReady = false;
/** The vault set up once with VAULT_PASSWORD (or again, after the setup cell removed it). */
async function readyVault() {
  if (vaultReady) return;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/password-manager/setup',
    headers: sessions.admin.headers,
    payload: { password: VAULT_PASSWORD },
  });
  if (response.statusCode !== 201) throw new Error(`vault setup: ${response.body}`);
  vaultReady = true;
}
/** The caller's session with the security password, on a vault that is set up. */
async function vaultHeaders(caller: Caller) {
  await readyVault();
  return { ...headersOf(caller), 'x-password-manager-key': VAULT_PASSWORD };
}
/** A credential of the caller's own (anonymous: the usuario's), created through the API. */
async function ownCredential(caller: Caller) {
  const owner = caller === 'anonymous' ? 'usuario' : caller;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/password-manager',
    headers: await vaultHeaders(owner),
    payload: { name: unique('Servicio'), username: 'cuenta', password: 'Clave-Del-Servicio-1' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}
/** What an admin reads of the vault: compared before and after a refusal. */
const vaultAsAdmin = async () => {
  const headers = await vaultHeaders('admin');
  const read = (url: string) =>
    t.app.inject({ method: 'GET', url, headers }).then((r) => r.json<unknown>());
  return {
    list: await read('/api/password-manager?limit=100'),
    status: await read('/api/password-manager/status'),
  };
};

const REQUESTS: Record<RouteKey, (caller: Caller) => Promise<Call>> = {
  'GET /api/health': anyone,
  'GET /api/ready': anyone,

  'POST /api/auth': async () => {
    const user = await t.signIn('usuario');
    return { payload: { email: user.email, password: TEST_PASSWORD } };
  },
  'GET /api/auth/me': anyone,
  // Each cell signs out a session of its own, so later cells keep theirs.
  'POST /api/auth/logout': async (caller) => {
    if (caller === 'anonymous') return {};
    const { headers } = await t.signIn(caller);
    return {
      headers,
      after: async () => {
        const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
        expectErrorBody(me, { status: 401, code: 'UNAUTHORIZED' });
      },
    };
  },
  'PATCH /api/auth/me': async () => ({ payload: { name: unique('Mi nombre') } }),
  // Each cell changes the password of a user of its own, so later cells keep theirs.
  'POST /api/auth/change-password': async (caller) => {
    if (caller === 'anonymous') return {};
    const { headers } = await t.signIn(caller);
    return { headers, payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } };
  },
  'POST /api/auth/register': async () => ({
    payload: { name: unique('Alta'), email: `alta${++sequence}@empresa.test`, role: 'office' },
  }),
  'GET /api/auth/verify-user': async () => {
    const user = await newRegisteredUser();
    return { url: `/api/auth/verify-user?token=${await tokenMailedTo(user.email)}` };
  },
  'POST /api/auth/verify-user': async () => {
    const user = await newRegisteredUser();
    return { payload: { token: await tokenMailedTo(user.email), password: NEW_PASSWORD } };
  },
  'POST /api/auth/verify-password': async () => {
    const user = await t.signIn('usuario');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    return { payload: { token: await tokenMailedTo(user.email), password: NEW_PASSWORD } };
  },
  'POST /api/auth/reset-password': async () => ({
    payload: { email: (await t.signIn('usuario')).email },
  }),

  'GET /api/users': anyone,
  'GET /api/users/shareable': anyone,
  'PATCH /api/users/:id': async () => {
    const user = await t.signIn('usuario');
    return { url: `/api/users/${user.id}`, payload: { name: unique('Renombrado') } };
  },
  'DELETE /api/users/:id': async () => {
    const user = await t.signIn('usuario');
    return { url: `/api/users/${user.id}` };
  },
  'POST /api/users/:id/reactivate': async () => {
    const user = await t.signIn('usuario');
    return { url: `/api/users/${user.id}/reactivate` };
  },
  'POST /api/users/:id/resend-verification': async () => {
    const user = await newRegisteredUser();
    return { url: `/api/users/${user.id}/resend-verification` };
  },

  'GET /api/categories': anyone,
  'POST /api/categories': async () => ({
    payload: { name: unique('Categoría'), description: 'Nueva' },
  }),
  'PATCH /api/categories/:id': async () => ({
    url: `/api/categories/${(await newCategory()).id}`,
    payload: { description: 'Cambiada' },
  }),
  'DELETE /api/categories/:id': async () => ({
    url: `/api/categories/${(await newCategory()).id}`,
  }),

  'GET /api/areas': anyone,
  'POST /api/areas': async () => ({ payload: { name: unique('Área'), description: 'Nueva' } }),
  'PATCH /api/areas/:id': async () => ({
    url: `/api/areas/${(await newArea()).id}`,
    payload: { description: 'Cambiada' },
  }),
  'DELETE /api/areas/:id': async () => ({ url: `/api/areas/${(await newArea()).id}` }),

  'GET /api/suppliers': anyone,
  'POST /api/suppliers': async () => ({
    payload: { name: unique('Proveedor'), telephone: '+34 600 000 000' },
  }),
  'PATCH /api/suppliers/:id': async () => ({
    url: `/api/suppliers/${(await newSupplier()).id}`,
    payload: { direction: 'Calle Mayor 1' },
  }),
  'DELETE /api/suppliers/:id': async () => ({
    url: `/api/suppliers/${(await newSupplier()).id}`,
  }),

  'POST /api/shifts': async () => {
    const day = await freshShiftDay();
    const user = await t.signIn('usuario');
    return {
      payload: { startDateTime: `${day} 08:00`, endDateTime: `${day} 17:00`, usersId: [user.id] },
      observe: () => readAsAdmin('POST', '/api/shifts/get-shifts', { day, usersIds: [user.id] }),
    };
  },
  'POST /api/shifts/get-shifts': async () => ({ payload: { startofweek: (await nextWeeks())[0] } }),
  'GET /api/shifts/next-weeks': anyone,
  // The usuario's own published shift: the one shift every role may read.
  'GET /api/shifts/:id': async () => {
    const shift = await newShift(sessions.usuario.id);
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/shifts/publish-unpublish',
      headers: sessions.admin.headers,
      payload: { publishOrUnpublish: 'publish', day: shift.day },
    });
    expect(published.statusCode, published.body).toBe(200);
    return { url: `/api/shifts/${shift.id}` };
  },
  'PATCH /api/shifts/:id/:scope': async () => {
    const shift = await newShift();
    return {
      url: `/api/shifts/${shift.id}/this`,
      payload: { startDateTime: `${shift.day} 09:00`, endDateTime: `${shift.day} 18:00` },
      observe: () => readAsAdmin('GET', `/api/shifts/${shift.id}`),
    };
  },
  'DELETE /api/shifts/:id/:scope': async () => {
    const shift = await newShift();
    return {
      url: `/api/shifts/${shift.id}/this`,
      observe: () => readAsAdmin('GET', `/api/shifts/${shift.id}`),
    };
  },
  'POST /api/shifts/copy-week/:fromweek/:toweek': async () => {
    const [from, to] = await nextWeeks();
    const shift = await newShift();
    const user = (await readAsAdmin('GET', `/api/shifts/${shift.id}`)) as {
      data: { userId: number };
    };
    return {
      url: `/api/shifts/copy-week/${from}/${to}`,
      payload: { usersIds: [user.data.userId] },
      observe: () =>
        readAsAdmin('POST', '/api/shifts/get-shifts', {
          startofweek: to,
          usersIds: [user.data.userId],
        }),
    };
  },
  'POST /api/shifts/publish-unpublish': async () => {
    const shift = await newShift();
    return {
      payload: { publishOrUnpublish: 'publish', day: shift.day },
      observe: () => readAsAdmin('GET', `/api/shifts/${shift.id}`),
    };
  },
  'GET /api/shifts/actual/:userId/:calendarDateId': async (caller) => {
    const own = caller === 'anonymous' ? sessions.usuario : sessions[caller];
    const day = (await nextWeeks())[0]!;
    return { url: `/api/shifts/actual/${own.id}/${calendarDateId(day)}` };
  },
  'GET /api/shifts/today/:userId': async (caller) => {
    const own = caller === 'anonymous' ? sessions.usuario : sessions[caller];
    return { url: `/api/shifts/today/${own.id}` };
  },

  // Each cell punches in as a new user of its role, with a published shift today.
  'POST /api/punches/add': async (caller) => {
    if (caller === 'anonymous') return { payload: { type: 'I' } };
    const user = await t.signIn(caller);
    await shiftToday(user.id);
    return { headers: user.headers, payload: { type: 'I', notes: 'Entrada' } };
  },
  'GET /api/punches/:userId': async (caller) => {
    const own = caller === 'anonymous' ? sessions.usuario : sessions[caller];
    return { url: `/api/punches/${own.id}` };
  },
  'POST /api/punches/getPunches': async () => ({ payload: { page: 1, limit: 10 } }),
  'POST /api/punches/summary': async () => ({ payload: {} }),
  'POST /api/punches/export': async () => ({ payload: {}, raw: true }),
  // Each cell asks as a new user of its role for their own punch of a past day.
  'POST /api/punch-corrections': async (caller) => {
    if (caller === 'anonymous')
      return { payload: { punchId: 1, dateIn: '2026-01-01 08:00', reason: 'Prueba' } };
    const user = await t.signIn(caller);
    const punch = await pastPunch(user.id);
    return {
      headers: user.headers,
      payload: {
        punchId: punch.id,
        dateIn: new Date(punch.dateIn.getTime() - 1_800_000).toISOString(),
        reason: 'Llegué antes',
      },
      observe: correctionsAsAdmin,
    };
  },
  'GET /api/punch-corrections': async () => ({
    url: '/api/punch-corrections?status=pending&page=1&limit=10',
  }),
  'POST /api/punch-corrections/:id/approve': async () => ({
    url: `/api/punch-corrections/${(await askedCorrection()).id}/approve`,
    payload: { note: 'Conforme' },
    observe: correctionsAsAdmin,
  }),
  'POST /api/punch-corrections/:id/reject': async () => ({
    url: `/api/punch-corrections/${(await askedCorrection()).id}/reject`,
    payload: { note: 'No consta' },
    observe: correctionsAsAdmin,
  }),
  // Each caller cancels their own pending request; an admin's is one asked while office.
  'POST /api/punch-corrections/:id/cancel': async (caller) => {
    if (caller === 'anonymous') {
      return { url: `/api/punch-corrections/${(await askedCorrection()).id}/cancel` };
    }
    const { user, id } = await askedCorrection(caller === 'usuario' ? 'usuario' : 'office');
    if (caller === 'admin') {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
      await t.signInAgain(user);
    }
    return { url: `/api/punch-corrections/${id}/cancel`, headers: user.headers };
  },
  // The usuario's own punch: they read its history, and so do office and admin.
  'GET /api/punches/:punchId/history': async () => ({
    url: `/api/punches/${(await pastPunch(sessions.usuario.id)).id}/history`,
  }),
  'GET /api/punch-exceptions': async () => ({ url: '/api/punch-exceptions?page=1&limit=10' }),
  'GET /api/periods': anyone,
  'POST /api/periods/:month/close': async () => ({
    url: `/api/periods/${freshOldMonth()}/close`,
    observe: periodsAsAdmin,
  }),
  'POST /api/periods/:month/reopen': async (caller) => {
    const month = freshOldMonth();
    if (caller === 'admin') {
      const closed = await t.app.inject({
        method: 'POST',
        url: `/api/periods/${month}/close`,
        headers: sessions.admin.headers,
      });
      expect(closed.statusCode, closed.body).toBe(200);
    }
    return {
      url: `/api/periods/${month}/reopen`,
      payload: { reason: 'Revisión de la inspección' },
      observe: periodsAsAdmin,
    };
  },
  'POST /api/absences': async () => ({
    payload: { type: 'personal', ...freshAbsenceDays(), note: 'Mudanza' },
    observe: absencesAsAdmin,
  }),
  'GET /api/absences': async () => ({
    url: '/api/absences?fromDate=2030-01-01&toDate=2030-12-31&status=pending&page=1&limit=10',
  }),
  'POST /api/absences/:id/approve': async () => ({
    url: `/api/absences/${(await askedAbsence()).id}/approve`,
    payload: { note: 'Conforme' },
    observe: absencesAsAdmin,
  }),
  'POST /api/absences/:id/reject': async () => ({
    url: `/api/absences/${(await askedAbsence()).id}/reject`,
    payload: { note: 'Semana de cierre' },
    observe: absencesAsAdmin,
  }),
  'POST /api/absences/:id/cancel': async (caller) => {
    if (caller === 'anonymous') return { url: `/api/absences/${(await askedAbsence()).id}/cancel` };
    const { user, id } = await askedAbsence(caller);
    return { url: `/api/absences/${id}/cancel`, headers: user.headers, observe: absencesAsAdmin };
  },
  'GET /api/absence-balances': async () => ({ url: '/api/absence-balances?year=2030' }),
  'PUT /api/absence-balances': async () => ({
    payload: { userId: sessions.usuario.id, year: 2030, type: 'vacation', days: 22 },
    observe: () =>
      readAsAdmin('GET', `/api/absence-balances?year=2030&userId=${sessions.usuario.id}`),
  }),
  'GET /api/holidays': async () => ({ url: '/api/holidays?year=2031' }),
  'POST /api/holidays': async () => ({
    payload: { date: freshHolidayDate(), name: 'Fiesta local' },
    observe: holidaysAsAdmin,
  }),
  'PATCH /api/holidays/:id': async () => ({
    url: `/api/holidays/${(await newHoliday()).id}`,
    payload: { name: 'Fiesta patronal' },
    observe: holidaysAsAdmin,
  }),
  'DELETE /api/holidays/:id': async () => ({
    url: `/api/holidays/${(await newHoliday()).id}`,
    observe: holidaysAsAdmin,
  }),
  // The caller's own month (no userId). The ZIP is made one at a time: the cells run in turn.
  'GET /api/timesheets': async () => ({
    url: `/api/timesheets?month=${thisMonth()}`,
    raw: true,
    after: async (response) => {
      expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    },
  }),
  'GET /api/timesheets/all': async () => {
    await shiftThisMonth();
    return {
      url: `/api/timesheets/all?month=${thisMonth()}`,
      raw: true,
      after: async (response) => {
        expect(response.headers['content-type']).toMatch(/^application\/zip/);
      },
    };
  },
  'GET /api/notifications': async () => ({ url: '/api/notifications?unread=true&page=1&limit=10' }),
  'POST /api/notifications/:id/read': async (caller) => ({
    url: `/api/notifications/${await ownNotification(caller)}/read`,
  }),
  'POST /api/notifications/read-all': anyone,
  'GET /api/users/me/preferences': anyone,
  'PATCH /api/users/me/preferences': async () => ({ payload: { emailNotifications: true } }),
  'POST /api/files/upload': async (caller) => {
    const upload = pngUpload();
    return {
      headers: { ...headersOf(caller), ...upload.headers },
      payload: upload.payload,
    };
  },
  'GET /api/files/:key': async () => ({ url: await usuarioPhotoLink(), raw: true }),

  'GET /api/incomes': anyone,
  'GET /api/incomes/export': async () => ({ raw: true }),
  'POST /api/incomes': async () => ({
    payload: { amount: '5.50', type: 'cash', date: '2026-02-01', areaId: (await newArea()).id },
    observe: () => readAsAdmin('GET', '/api/incomes?limit=100'),
  }),
  'PATCH /api/incomes/:id': async () => {
    const { id } = await newIncome();
    return {
      url: `/api/incomes/${id}`,
      payload: { amount: 20 },
      observe: () => readAsAdmin('GET', '/api/incomes?limit=100'),
    };
  },
  'DELETE /api/incomes/:id': async () => {
    const { id } = await newIncome();
    return {
      url: `/api/incomes/${id}`,
      observe: () => readAsAdmin('GET', '/api/incomes?limit=100'),
    };
  },
  'GET /api/expenses': anyone,
  'GET /api/expenses/export': async () => ({ raw: true }),
  'POST /api/expenses': async () => ({
    payload: await expenseBody(),
    observe: () => readAsAdmin('GET', '/api/expenses?limit=100'),
  }),
  'PATCH /api/expenses/:id': async () => {
    const { id } = await newExpense();
    return {
      url: `/api/expenses/${id}`,
      payload: { name: unique('Cambiado') },
      observe: () => readAsAdmin('GET', '/api/expenses?limit=100'),
    };
  },
  'DELETE /api/expenses/:id': async () => {
    const { id } = await newExpense();
    return {
      url: `/api/expenses/${id}`,
      observe: () => readAsAdmin('GET', '/api/expenses?limit=100'),
    };
  },
  'GET /api/expenses/:id/receipts': async () => {
    const { id } = await expenseWithReceipt();
    return { url: `/api/expenses/${id}/receipts` };
  },
  'POST /api/expenses/:id/receipts': async (caller) => {
    const { id } = await newExpense();
    const upload = pngUpload('factura.png');
    return {
      url: `/api/expenses/${id}/receipts`,
      headers: { ...headersOf(caller), ...upload.headers },
      payload: upload.payload,
      observe: () => receiptsOf(id),
    };
  },
  'DELETE /api/expenses/:id/receipts/:key': async () => {
    const { id, key } = await expenseWithReceipt();
    return {
      url: `/api/expenses/${id}/receipts/${key}`,
      observe: () => receiptsOf(id),
    };
  },
  'GET /api/expenses-recurrent': anyone,
  'POST /api/expenses-recurrent': async () => ({
    payload: await recurringBody(),
    observe: () => readAsAdmin('GET', '/api/expenses-recurrent?limit=100'),
  }),
  'PATCH /api/expenses-recurrent/:id': async () => {
    const { id } = await newRecurring();
    return {
      url: `/api/expenses-recurrent/${id}`,
      payload: { active: false },
      observe: () => readAsAdmin('GET', '/api/expenses-recurrent?limit=100'),
    };
  },
  'DELETE /api/expenses-recurrent/:id': async () => {
    const { id } = await newRecurring();
    return {
      url: `/api/expenses-recurrent/${id}`,
      observe: () => readAsAdmin('GET', '/api/expenses-recurrent?limit=100'),
    };
  },
  'GET /api/summary': async () => ({
    url: '/api/summary?from=2026-01-01&to=2026-12-31&groupBy=month',
  }),
  'GET /api/expenses/report': async () => ({ url: '/api/expenses/report?page=1' }),
  'GET /api/backups/status': async () => ({}),
  'POST /api/backups/run': anyone,
  'POST /api/expenses/report': async () => ({
    url: '/api/expenses/report?dateFrom=2026-01-01',
    raw: true,
    after: async (response) => {
      expect(response.headers['content-type']).toBe('application/pdf');
    },
  }),

  'GET /api/sub-categories': async () => ({ url: '/api/sub-categories?feature=email' }),
  'POST /api/sub-categories': async (caller) => ({
    payload: { value: unique('Subcategoría'), feature: 'template' },
    observe: ownSubCategories(caller),
  }),
  'PATCH /api/sub-categories/:id': async (caller) => ({
    url: `/api/sub-categories/${(await newSubCategory(caller)).id}`,
    payload: { value: unique('Renombrada') },
    observe: ownSubCategories(caller),
  }),
  'DELETE /api/sub-categories/:id': async (caller) => ({
    url: `/api/sub-categories/${(await newSubCategory(caller)).id}`,
    observe: ownSubCategories(caller),
  }),
  'GET /api/notebooks': async () => ({ url: '/api/notebooks?type=email' }),
  'POST /api/notebooks': async (caller) => ({
    payload: { type: 'link', title: unique('Enlace'), link: 'empresa.example' },
    observe: ownItems(caller, 'link'),
  }),
  'PATCH /api/notebooks/:id': async (caller) => ({
    url: `/api/notebooks/${(await newMailbox(caller)).id}`,
    payload: { type: 'email', title: unique('Renombrado') },
    observe: ownItems(caller, 'email'),
  }),
  'DELETE /api/notebooks/:id': async (caller) => ({
    url: `/api/notebooks/${(await newMailbox(caller)).id}?type=email`,
    observe: ownItems(caller, 'email'),
  }),
  'POST /api/notebooks/:id/share': async (caller) => ({
    url: `/api/notebooks/${(await newMailbox(caller)).id}/share`,
    payload: { userIds: [(await t.signIn('usuario')).id] },
    observe: ownItems(caller, 'email'),
  }),
  'GET /api/notebooks/:id/secret': async (caller) => ({
    url: `/api/notebooks/${(await newMailbox(caller)).id}/secret?type=email`,
  }),
  'GET /api/notebooks/:id/reveals': async (caller) => ({
    url: `/api/notebooks/${(await newMailbox(caller)).id}/reveals`,
  }),
  'GET /api/password-manager/status': anyone,
  // The admin's cell removes the vault first, so that its setup is the first one; the others are
  // refused before the vault is looked at.
  'POST /api/password-manager/setup': async (caller) => {
    if (caller === 'admin') {
      await t.db.delete(credentials);
      await t.db.delete(vault);
      vaultReady = false;
    } else {
      await readyVault();
    }
    return {
      payload: { password: VAULT_PASSWORD },
      observe: vaultAsAdmin,
      after: async () => {
        vaultReady = true;
      },
    };
  },
  // The admin's change is undone at once, so that later cells keep the same password.
  'PATCH /api/password-manager/setup': async () => {
    await readyVault();
    const changeTo = (currentPassword: string, newPassword: string) => ({
      currentPassword,
      newPassword,
    });
    return {
      payload: changeTo(VAULT_PASSWORD, 'Boveda-Cambiada-Un-Momento'),
      observe: vaultAsAdmin,
      after: async () => {
        const back = await t.app.inject({
          method: 'PATCH',
          url: '/api/password-manager/setup',
          headers: sessions.admin.headers,
          payload: changeTo('Boveda-Cambiada-Un-Momento', VAULT_PASSWORD),
        });
        expect(back.statusCode, back.body).toBe(200);
      },
    };
  },
  'GET /api/password-manager/activity': async () => ({
    url: '/api/password-manager/activity?page=1',
  }),
  'GET /api/password-manager': async (caller) => ({ headers: await vaultHeaders(caller) }),
  'POST /api/password-manager': async (caller) => ({
    headers: await vaultHeaders(caller),
    payload: { name: unique('Servicio'), username: 'cuenta', password: 'Clave-Nueva-1' },
    observe: vaultAsAdmin,
  }),
  'PATCH /api/password-manager/:id': async (caller) => {
    const id = await ownCredential(caller);
    return {
      url: `/api/password-manager/${id}`,
      headers: await vaultHeaders(caller),
      payload: { description: 'Cambiada' },
      observe: vaultAsAdmin,
    };
  },
  'DELETE /api/password-manager/:id': async (caller) => {
    const id = await ownCredential(caller);
    return {
      url: `/api/password-manager/${id}`,
      headers: await vaultHeaders(caller),
      observe: vaultAsAdmin,
    };
  },
  'GET /api/password-manager/:id/password': async (caller) => {
    const id = await ownCredential(caller);
    return {
      url: `/api/password-manager/${id}/password`,
      headers: await vaultHeaders(caller),
      after: async (response) => {
        expect(response.json()).toMatchObject({ data: { password: 'Clave-Del-Servicio-1' } });
      },
    };
  },
  ...signInRequests(t, sessions),
};

const REFUSAL_CODES: Record<number, string> = {
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

const isRouteKey = (key: string): key is RouteKey => Object.hasOwn(EXPECTED, key);
const registered = t.app.apiRoutes.map((route) => ({
  ...route,
  key: `${route.method} ${route.url}`,
}));

const headersOf = (caller: Caller): Record<string, string> =>
  caller === 'anonymous' ? {} : sessions[caller].headers;

describe('the expectation table', () => {
  it('covers every registered /api route', () => {
    const missing = registered.map((route) => route.key).filter((key) => !isRouteKey(key));
    expect(missing, 'routes without a line in EXPECTED').toEqual([]);
  });

  it("declares 'enrolling' (a session, or an enrolment ticket) on TOTP setup and confirm only", () => {
    const enrolling = registered.filter((route) => route.access === 'enrolling');
    expect(enrolling.map((route) => route.key).sort()).toEqual([...ENROLLING_ROUTES].sort());
  });

  it('names no route that the server no longer registers', () => {
    const keys = new Set(registered.map((route) => route.key));
    const stale = Object.keys(EXPECTED).filter((key) => !keys.has(key));
    expect(stale, 'lines of EXPECTED without a route').toEqual([]);
  });
});

for (const route of registered) {
  describe(route.key, () => {
    const key = route.key;
    if (!isRouteKey(key)) {
      it('has a line in the expectation table', () => {
        expect.fail(`${key} is registered but EXPECTED does not say who may call it`);
      });
      return;
    }
    const expected: Expectation = EXPECTED[key];

    it.each(CALLERS.map((caller) => [caller, expected[caller]] as const))(
      '%s → %i',
      async (caller, status) => {
        const call = await REQUESTS[key](caller);
        const url = call.url ?? route.url;
        if (/\/:/.test(url)) throw new Error(`${key}: the request needs real path parameters`);
        const request: InjectOptions = {
          method: route.method,
          url,
          headers: call.headers ?? headersOf(caller),
          ...(call.payload !== undefined && { payload: call.payload }),
        };

        if (status < 400) {
          const response = await t.app.inject(request);
          expect(response.statusCode, response.body).toBe(status);
          if (!call.raw) expect(response.json()).toMatchObject({ success: true });
          await call.after?.(response);
          return;
        }

        // A refused call answers the error body and changes nothing.
        const before = await snapshotData(t.app, sessions.admin.headers);
        const observed = await call.observe?.();
        const response = await t.app.inject(request);
        expectErrorBody(response, {
          status,
          // 409: let through, and told why this server cannot do it (POST /api/backups/run);
          // 404: let through to a part this server does not offer (single sign-on unset).
          code: REFUSAL_CODES[status] ?? 'FORBIDDEN',
        });
        expect(await snapshotData(t.app, sessions.admin.headers)).toEqual(before);
        expect(await call.observe?.()).toEqual(observed);
      },
    );
  });
}

describe('a session that does not hold', () => {
  const guarded = registered.filter((route) => route.access !== 'public');

  it('is refused with 401 on every route that needs one: unknown, malformed, revoked, deactivated', async () => {
    const revoked = await t.signIn('admin');
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: revoked.headers,
    });
    expect(signOut.statusCode).toBe(200);

    const deactivated = await t.signIn('office');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${deactivated.id}`,
      headers: sessions.admin.headers,
    });
    expect(removal.statusCode).toBe(200);

    const badHeaders: Record<string, Record<string, string>> = {
      unknown: { authorization: `Bearer ${'A'.repeat(43)}` },
      malformed: { authorization: 'Bearer <script>' },
      'not bearer': { authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` },
      'token alone': { authorization: revoked.token },
      revoked: revoked.headers,
      deactivated: deactivated.headers,
    };
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      for (const [label, headers] of Object.entries(badHeaders)) {
        const response = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/:id\b/g, String(sessions.usuario.id)),
          headers,
        });
        expect.soft(response.statusCode, `${route.key} with a ${label} token`).toBe(401);
        expectErrorBody(response, { status: 401, code: 'UNAUTHORIZED' });
      }
    }
  });
});

// GET /metrics lives outside /api and answers its own bearer token (METRICS_TOKEN), never a
// session; without the token (as here) it does not exist. Its refusals: features/metrics/metrics.test.ts.
describe('/metrics, outside /api', () => {
  it.each(CALLERS)('is an unknown path to %s without METRICS_TOKEN', async (caller) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: headersOf(caller),
    });
    expectErrorBody(response, { status: 404, code: 'NOT_FOUND' });
  });
});

describe('HEAD', () => {
  const gets = registered.filter((route) => route.method === 'GET');

  it.each(CALLERS)('answers %s like GET does on every GET route', async (caller) => {
    for (const route of gets) {
      if (!isRouteKey(route.key)) continue; // reported above
      const call = await REQUESTS[route.key](caller);
      const response = await t.app.inject({
        method: 'HEAD',
        url: call.url ?? route.url,
        headers: call.headers ?? headersOf(caller),
      });
      expect(response.statusCode, `HEAD ${route.url}`).toBe(EXPECTED[route.key][caller]);
    }
  });
});

describe('path parameters that are long, unicode or percent-encoded', () => {
  const parametric = registered.filter((route) => pathParamNames(route.url).length > 0);

  it('are tried on every route that takes one', () => {
    expect(parametric.length).toBeGreaterThanOrEqual(30);
  });

  // The router refuses some before any route runs (a malformed path: 400; a parameter over 100
  // characters: 404, no route takes it). Anything it lets through meets the caller's 401 or 403
  // first; a caller the route admits gets the route's own 400 or 404. Never a success, never a 5xx.
  it.each(CALLERS)('never let %s past authorization, nor answer a 5xx', async (caller) => {
    const before = await snapshotData(t.app, sessions.admin.headers);
    for (const route of parametric) {
      if (!isRouteKey(route.key)) continue; // reported above
      const expected = EXPECTED[route.key][caller];
      for (const name of pathParamNames(route.url)) {
        for (const probe of PATH_PARAM_PROBES) {
          const response = await t.app.inject(
            fromNewAddress({
              method: route.method,
              url: pathWith(route.url, name, probe.segment),
              headers: headersOf(caller),
            }),
          );
          const context = `${route.key} ${name} = ${probe.label} as ${caller}`;
          const body = expectErrorBody(response);
          const byRouter =
            (response.statusCode === 400 && body.message === COMMON_TEXTS.badUrl) ||
            (response.statusCode === 404 && body.message === COMMON_TEXTS.notFound);
          if (byRouter) continue;
          const allowed = expected >= 400 ? [expected] : [400, 404];
          expect(allowed, `${context} → ${response.statusCode} ${response.body}`).toContain(
            response.statusCode,
          );
        }
      }
    }
    expect(await snapshotData(t.app, sessions.admin.headers)).toEqual(before);
  });
});
