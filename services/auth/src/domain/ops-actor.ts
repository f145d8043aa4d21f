import { hostname } from 'node:os';

/** How the audit trail names the ops command line: no account acts, the machine it ran on does. */
export const opsActorLabel = () => `ops CLI on ${hostname()}`;
