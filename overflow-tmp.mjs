import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [width, ...paths] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 812 }, reducedMotion: 'reduce' });
for (const path of paths) {
  await page.goto('http://localhost:3220' + path, { waitUntil: 'load' });
  const out = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const range = document.createRange();
    const res = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const n = walker.currentNode;
      if (!n.textContent.trim()) continue;
      range.selectNodeContents(n);
      for (const r of range.getClientRects())
        if (r.right > w + 0.5) {
          res.push(
            `${n.parentElement.parentElement.tagName}>${n.parentElement.tagName}.${[...n.parentElement.classList].join('.').slice(0, 60)} r=${r.right.toFixed(1)} "${n.textContent.trim().slice(0, 50)}"`,
          );
          break;
        }
    }
    return [document.documentElement.scrollWidth, ...res.slice(0, 8)];
  });
  console.log(path, JSON.stringify(out, null, 1));
}
await browser.close();
