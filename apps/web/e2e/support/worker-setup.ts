import { startWorkerServer } from './worker-server';

// The e2e project's setup file: runs before each test file, starts this worker's server once.
await startWorkerServer();
