import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './session';

/**
 * The attendance record's browser tests start from what a real week leaves (DECISIONS §10),
 * written through the API as the admin: a published shift, and the missing punch entered with its
 * entry only, applied at once. Once the shift has ended more than PUNCH_FORGOTTEN_HOURS ago, the
 * punch is sin salida.
 */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user's id, found by email in the admin's user list. */
export async function userIdOf(request: APIRequestContext, email: string) {
  const headers = bearer(await adminToken(request));
  const users = (await (await request.get('/api/users?limit=100', { headers })).json()) as {
    data: { id: number; email: string }[];
  };
  return users.data.find((user) => user.email === email)!.id;
}

/** A published shift of the user on `day` (YYYY-MM-DD), from `start` to `end` (HH:mm). */
export async function publishedShift(
  request: APIRequestContext,
  userId: number,
  day: string,
  [start, end]: [string, string],
) {
  const headers = bearer(await adminToken(request));
  const shift = await request.post('/api/shifts', {
    headers,
    data: { startDateTime: `${day} ${start}`, endDateTime: `${day} ${end}`, usersId: [userId] },
  });
  expect(shift.status(), await shift.text()).toBe(201);
  const published = await request.post('/api/shifts/publish-unpublish', {
    headers,
    data: { publishOrUnpublish: 'publish', day },
  });
  expect(published.ok(), await published.text()).toBeTruthy();
}

/**
 * On `day`: a published 09:00–17:00 shift of the user and the entry the admin wrote for it at
 * 09:02, with no exit. Answers the user's id and the punch's id.
 */
export async function entryWithoutExit(request: APIRequestContext, email: string, day: string) {
  const userId = await userIdOf(request, email);
  await publishedShift(request, userId, day, ['09:00', '17:00']);
  const entry = await request.post('/api/punch-corrections', {
    headers: bearer(await adminToken(request)),
    data: {
      userId,
      calendarDateId: day.replaceAll('-', ''),
      dateIn: `${day} 09:02`,
      reason: 'Entrada anotada en papel',
    },
  });
  expect(entry.ok(), await entry.text()).toBeTruthy();
  const punchId = ((await entry.json()) as { data: { punchId: number } }).data.punchId;
  return { userId, punchId };
}
