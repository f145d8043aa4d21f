// The password's length limits: plain constants, no zod, so that /auth (where a signed-out visitor may land) shows
// its forms without the schemas of auth.ts, which load when the visitor starts on a form (issue 26). auth.ts
// re-exports them.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
