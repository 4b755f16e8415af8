// Lighthouse 13 (mobile, default throttling) over routes, several runs each, median per route.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function transferred(lhr, resourceType) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === resourceType)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsBytes: transferred(lhr, 'Script'),
    htmlBytes: transferred(lhr, 'Document'),
  };
}

// 'simulate' (Lighthouse's default) replays an unthrottled load through its network and CPU model;
// 'devtools' makes Chromium itself load the page throttled, so LCP is what the browser painted.
const options = (port, throttlingMethod) => ({
  port,
  throttlingMethod,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  formFactor: 'mobile',
});

/**
 * One Lighthouse run. A run whose performance score is missing (a metric could not be computed,
 * which happens now and then on a loaded machine) is repeated up to twice and then reported as 0.
 */
async function audit(url, port, throttlingMethod) {
  let lhr;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    lhr = (await lighthouse(url, options(port, throttlingMethod))).lhr;
    if (lhr.categories.performance?.score != null) return lhr;
    const missing = (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score == null)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.errorMessage ?? 'no score'}`);
    console.error(`${url}: no performance score (${lhr.runtimeError?.message ?? missing.join('; ')}), repeating`);
  }
  return lhr;
}

function medianRow(url, samples) {
  const perf = median(samples.map((sample) => sample.performance));
  const chosen = samples.find((sample) => sample.performance === perf) ?? samples[0];
  return { url, ...chosen, performanceRuns: samples.map((sample) => sample.performance) };
}

/**
 * Runs Lighthouse `runs` times per URL and returns, per URL, the run with the median performance
 * score. With `floorUrl`, the floor page is measured `runs` times first and then once more after
 * every `floorEvery` routes: on a shared machine the load drifts over the ~50 minutes of a full
 * run, and a floor measured only at the start would compare late routes with an idle machine.
 * The floor row is the median over all its samples.
 */
export async function lighthouseMedian(
  urls,
  { runs = 3, onResult, floorUrl, floorEvery = 5, throttlingMethod = 'simulate' } = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const measure = async (url) => figures(await audit(url, chrome.port, throttlingMethod));
  const rows = [];
  const floorSamples = [];
  try {
    if (floorUrl) for (let run = 0; run < runs; run += 1) floorSamples.push(await measure(floorUrl));
    for (const [index, url] of urls.entries()) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measure(url));
      const row = medianRow(url, samples);
      rows.push(row);
      onResult?.(row);
      if (floorUrl && (index + 1) % floorEvery === 0 && index + 1 < urls.length)
        floorSamples.push(await measure(floorUrl));
    }
  } finally {
    await chrome.kill();
  }
  return { rows, floor: floorUrl ? medianRow(floorUrl, floorSamples) : undefined };
}
