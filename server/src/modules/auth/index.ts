// The public face of the auth module: other modules import only from here.
export { issueSetPasswordLink, linkFor } from './links.js';
export { hashPassword } from './password.js';
export { revokePasswordTokens } from './password-tokens.js';
export { resetTwoStep } from './totp-service.js';
export { usersWithTotp } from './totp-store.js';
export { lastSeenOf, listUserSessions, revokeUserSession, revokeUserSessions, type SessionUser } from './sessions.js';
