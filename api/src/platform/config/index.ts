/** What other modules may use of platform/config. */
export { APP_CONFIG, ConfigError, loadConfig, loadTracingConfig } from './config';
export type { AppConfig, FileStorageConfig, TracingConfig, WebhooksConfig } from './config';
