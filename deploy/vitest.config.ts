import { backendProject } from '../vitest.shared.ts';

// Renders the Kubernetes manifests and checks them, docker-compose.yml and the Dockerfile (deploy/README.md).
export default backendProject('deploy');
