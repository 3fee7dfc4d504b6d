import { rmSync } from 'node:fs';
import { type Deployment, OUT, STATE_FILE } from './deployment';

const STOP_WAIT_MS = 3000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops nginx (its whole process group: the master and its worker), then removes its files
 * (configuration, certificate, logs) and the build it served, unless kept.
 */
export async function stopDeployment(
  deployment: Deployment,
  { keepServerFiles, keepBuild }: { keepServerFiles: boolean; keepBuild: boolean },
): Promise<void> {
  if (deployment.nginxPid > 0 && isRunning(deployment.nginxPid)) {
    try {
      process.kill(-deployment.nginxPid, 'SIGTERM');
    } catch {
      // Stopped meanwhile.
    }
    for (const deadline = Date.now() + STOP_WAIT_MS; isRunning(deployment.nginxPid);) {
      if (Date.now() > deadline) break;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  rmSync(STATE_FILE, { force: true });
  if (!keepServerFiles) rmSync(deployment.prefix, { recursive: true, force: true });
  if (!keepBuild) rmSync(OUT, { recursive: true, force: true });
}
