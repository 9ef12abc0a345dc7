// Browser tests use the system Chromium; a machine without one gets Playwright's own build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromiumPath)) {
  console.log(`Browser tests use ${chromiumPath}`);
} else {
  console.log(`No Chromium at ${chromiumPath}: installing Playwright's Chromium`);
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
