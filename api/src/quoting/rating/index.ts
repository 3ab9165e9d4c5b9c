/**
 * The rating library: prices a submission for each carrier from versioned rate tables, with a
 * worksheet that explains every premium. Pure: no framework, no database, no clock.
 */
export * from './build-up';
export * from './carriers';
export * from './carriers/appetite';
export * from './carriers/class-appetite';
export * from './appetite-guide';
export * from './carriers/carrier-adapter';
export * from './lines/common';
export * from './lines/exposure';
export * from './lines/workers-comp';
export * from './lines/reported-payroll';
export * from './lines/general-liability';
export * from './lines/business-owners';
export * from './lines/cyber';
export * from './money';
export * from './submission';
export * from './tables/bundled';
export * from './tables/rate-tables';
export * from './tables/types';
export * from './worksheet';
