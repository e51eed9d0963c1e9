export * from './constants.js';
export * from './envelope.js';
export * from './messages.js';
export * from './contact.js';
export * from './public-site.js';
export * from './auth-user.js';
