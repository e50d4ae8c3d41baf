#!/usr/bin/env node
// `npm run bench:bundle`: gzipped bytes of every JavaScript file the browser loads for a page
// (host, remote entries, shared and page chunks), measured in Chromium against the built product.
// Target for `/`: <= 250 KB. `/admin/login` is reported separately. BENCH_PORT (3513).
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { isMain, row, runAlone } from './report.mjs';
import { startProduct } from './server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const TARGET_KB = 250;
const pages = ['/', '/admin/login'];
const port = Number(process.env.BENCH_PORT ?? 3513);

/** Every script a page loads once it is idle: files, raw and gzipped bytes. */
async function scriptsOf(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
        scripts.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
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
    return { files: seen.size, raw, gzipped };
  } finally {
    await context.close();
  }
}

export async function measureBundle() {
  const product = await startProduct({ port });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const details = ['| page | JS files | raw KB | gzipped KB |', '|---|---|---|---|'];
    const rows = [];
    for (const path of pages) {
      const { files, raw, gzipped } = await scriptsOf(browser, product.url + path);
      const kb = gzipped / 1024;
      details.push(`| ${path} | ${files} | ${(raw / 1024).toFixed(1)} | ${kb.toFixed(1)} |`);
      rows.push(
        path === '/'
          ? row(
              'Front end',
              'gzipped JavaScript for /',
              `${kb.toFixed(1)} KB (${files} files)`,
              `<= ${TARGET_KB} KB`,
              kb <= TARGET_KB,
            )
          : row(
              'Front end',
              `gzipped JavaScript for ${path}`,
              `${kb.toFixed(1)} KB (${files} files)`,
            ),
      );
    }
    return { rows, details };
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (isMain(import.meta.url)) await runAlone(measureBundle);
