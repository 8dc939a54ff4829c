// React's own modules, loaded by the entry before the portal's (main.tsx says why).
export { createRoot } from 'react-dom/client';
export { StrictMode, startTransition } from 'react';
