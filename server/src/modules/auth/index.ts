// The public face of the auth module: other modules import only from here.
export { hashPassword } from './password.js';
export { issuePasswordToken, revokePasswordTokens } from './password-tokens.js';
export { linkFor } from './service.js';
export { revokeUserSessions, type SessionUser } from './sessions.js';
