import { backendProject } from '../vitest.shared.ts';

// The launcher's own parts (npm start): the mail catcher it runs.
export default backendProject('scripts');
