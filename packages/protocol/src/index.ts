export * from './common.js';
export * from './live.js';
export * from './http.js';
export * from './invite.js';
export * from './clock-text.js';
