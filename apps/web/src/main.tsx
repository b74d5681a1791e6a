import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { sendEarlyRequests } from './early-requests';

// The page's first script: it sends the call the opened screen waits for, then loads the app, whose
// scripts take a while to run (docs/decisions/0131-early-figures-request.md). Nothing it imports
// builds a schema: zod's compiler is switched off first thing in the app (app-start.tsx).
sendEarlyRequests();
void import('./app-start');
