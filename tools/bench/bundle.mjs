#!/usr/bin/env node
// `npm run bench:bundle`: gzipped bytes of every JavaScript file the browser loads for a page
// (host, remote entries, shared and page chunks), measured in Chromium against the built product.
// Target for `/`: <= 250 KB. `/admin/login` is reported separately.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startProduct } from './server.mjs';

const pages = ['/', '/admin/login'];
const product = await startProduct({ port: 3413 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  console.log('| page | JS files | raw KB | gzipped KB |\n|---|---|---|---|');
  const totals = {};
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
        scripts.push(response);
    });
    await page.goto(product.url + path, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzipped = 0;
    const seen = new Set();
    for (const response of scripts) {
      if (seen.has(response.url())) continue;
      seen.add(response.url());
      const body = await response.body();
      raw += body.length;
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    totals[path] = gzipped;
    console.log(
      `| ${path} | ${seen.size} | ${(raw / 1024).toFixed(1)} | ${(gzipped / 1024).toFixed(1)} |`,
    );
    await context.close();
  }
  const home = totals['/'] / 1024;
  console.log(
    `\n/ loads ${home.toFixed(1)} KB of gzipped JavaScript (target <= 250 KB): ${home <= 250 ? 'met' : 'NOT met'}`,
  );
} finally {
  await browser.close();
  await product.stop();
}
