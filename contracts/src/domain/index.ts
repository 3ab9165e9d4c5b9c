export * from './error-codes';
export * from './messages';
export * from './roles';
export * from './limits';
export * from './reference-data';
export * from './payroll-rule-codes';
