import { workerPglite } from './test-app.js'

// Open the worker's PGlite before the first file's hooks: its start-up then never counts against
// a beforeAll timeout on a busy machine.
if (!process.env.TEST_DATABASE_URL) await workerPglite().db
