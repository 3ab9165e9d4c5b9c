/** What other modules may use of platform/config. */
export { APP_CONFIG, ConfigError, loadConfig } from './config';
export type { AppConfig, FileStorageConfig, WebhooksConfig } from './config';
