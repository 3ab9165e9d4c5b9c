/** What other modules may use of platform/tracing (only the entry point starts it). */
export { startTracing } from './start-tracing';
