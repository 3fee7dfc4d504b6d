import { test as teardown } from '@playwright/test';
import { OUT, readDeployment } from './deployment';
import { stopDeployment } from './stop-deployment';

/** DEPLOY_KEEP=1 leaves dist-deploy/ and nginx's files (configuration, logs) to look at. */
teardown('nginx stopped, its files removed', async () => {
  const deployment = readDeployment();
  if (!deployment) return;
  const keep = Boolean(process.env.DEPLOY_KEEP);
  await stopDeployment(deployment, { keepServerFiles: keep, keepBuild: keep });
  if (keep) console.log(`Kept ${OUT} and nginx's files in ${deployment.prefix}.`);
});
