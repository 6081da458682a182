/**
 * The punch widget's start-up calls: read by `get-punches` and `get-today-shift`, asked for early
 * as the signed-in area starts (app/startup-requests).
 */
export const userPunchesPath = (userId: number) => `/punches/${userId}`;
export const todayShiftPath = (userId: number) => `/shifts/today/${userId}`;
