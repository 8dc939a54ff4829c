// react-i18next imports the React 17 shim of useSyncExternalStore; React 19 has the hook itself, so the build points
// the shim here (vite.config.ts) and the home route does not download a polyfill it never runs.
export { useSyncExternalStore } from 'react';
