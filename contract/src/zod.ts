import { z } from 'zod';
import { enumIssue } from './messages.js';

// The contract's schemas are built with this zod, set up once before any of them: every enum
// without its own message answers with a key, in both languages, not zod's English; and
// jitless, because the web's CSP forbids eval, which zod's JIT would try.
// Apart from messages.ts so that the web app's texts, which hold the messages on every page, do
// not bring zod with them (issue 19's budgets): zod loads with a form's schema.
z.config({ jitless: true, customError: (issue) => (issue.code === 'invalid_value' ? enumIssue(issue) : undefined) });

export { z };
