import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './inspector.css';
import { InspectorApp } from './inspector-app';

createRoot(document.getElementById('inspector') as HTMLElement).render(
  <StrictMode>
    <InspectorApp />
  </StrictMode>,
);
