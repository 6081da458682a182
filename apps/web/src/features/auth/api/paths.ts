/** `GET /auth/me`: read by `get-me`, asked for early as the signed-in area starts (app/startup-requests). */
export const ME_PATH = '/auth/me';
