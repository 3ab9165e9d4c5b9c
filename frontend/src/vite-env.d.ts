/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Parent domain the session cookies are scoped to (e.g. `.coverline.example`); host-only when unset. */
  readonly VITE_COOKIE_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
