// The second step of the app's start (main.tsx): React's renderer, run in a task of its own.
export { createRoot, hydrateRoot } from 'react-dom/client';
