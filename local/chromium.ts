import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';

/**
 * The flags every run of Debian's Chromium starts with (the e2e tests, the bench's visitor
 * timings and Lighthouse): no sandbox (containers), no GPU, nothing phoning home, and no QUIC,
 * so every request is plain HTTP to the local stack.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * Makes `page` a slow phone on a slow network, as Lighthouse's mobile run does (150 ms round
 * trips, 1.6 Mbit/s down, 750 kbit/s up, a CPU 4 times slower). Returns the DevTools session.
 */
export async function emulateSlowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/**
 * Debian's Chromium (or `CHROME_PATH`) with one page that is Lighthouse's throttled phone
 * (412x823, touch, `emulateSlowPhone`): the bench's visitor timings, search keystrokes and
 * navigation timings. `touch: false` gives the same screen a mouse instead (a pointer that can
 * rest on a link, as a desktop's does); `javaScriptEnabled: false` a browser without scripts.
 * The caller closes `browser`.
 */
export async function launchSlowPhone({
  deviceScaleFactor = 1.75,
  touch = true,
  javaScriptEnabled = true,
}: {
  deviceScaleFactor?: number;
  touch?: boolean;
  javaScriptEnabled?: boolean;
} = {}): Promise<{
  browser: Browser;
  page: Page;
  cdp: CDPSession;
}> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor,
      isMobile: touch,
      hasTouch: touch,
      javaScriptEnabled,
    });
    const page = await context.newPage();
    const cdp = await emulateSlowPhone(page);
    return { browser, page, cdp };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
