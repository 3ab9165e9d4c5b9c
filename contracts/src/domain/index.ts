export * from './error-codes';
export * from './messages';
export * from './roles';
export * from './limits';
