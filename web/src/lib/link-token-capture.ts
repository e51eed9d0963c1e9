import { captureLinkToken } from './link-token';

// Imported first by main.tsx: module code runs in import order, so this runs before the rest.
captureLinkToken();
