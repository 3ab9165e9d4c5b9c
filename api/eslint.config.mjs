import { baseConfig } from '../eslint.base.mjs';

export default baseConfig(import.meta.dirname, ['src/platform/database/migrations/**']);
