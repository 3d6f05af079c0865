"""Layout checks for any page at any text size (issue 22, "200 % text breaks navigation").

A browser whose text size is set the way a phone's text-size setting sets it: Chromium's default
font size (the `webkit.webprefs` preferences, read from the first paint on) doubled from 16 to
32 px, which every `rem` and `em` size of the stylesheet and its `em` media queries follow. Then
`layout_problems(driver)` reads the page as laid out and names, in words, what a person would
stumble on:

- the page scrolls sideways (wider than the viewport);
- a tab of the tab bar is missing, cut or outside the viewport, or its label is cut;
- something spills out of the box that frames it (a card, a badge, a button, a chip): any element or
  line of text whose box leaves its nearest framed ancestor (one with a background, border or
  shadow of its own), or a framed box whose content is wider than it;
- two items of one row (flex or grid) overlap ("3 × 10–12Move");
- a word is broken mid-word across lines ("Roma/nian"), or text may break anywhere
  (`word-break: break-all`, `overflow-wrap: anywhere`) outside codes and addresses;
- a box that asks for a shape (`aspect-ratio`, e.g. the heatmap's square cells) is drawn in another.

The checks know no page: a new page, card or badge is held to them as soon as a walk reaches it.
Things that are meant to scroll sideways (carousels, the week strip) are scroll containers; what is
inside one is measured against the container's content, not the screen.
"""
import os
import shutil

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCREENSHOTS = os.environ.get("PHYSIOPOINT_SCREENSHOTS", os.path.join(ROOT, "artifacts", "screenshots"))


def text_size_prefs(scale):
    """Chromium's font-size preferences for a text size of `scale` (1 = 100 %, 2 = 200 %): the
    standard and fixed default sizes (16 and 13 px at 100 %) times `scale`, no minimum."""
    return {"webkit": {"webprefs": {
        "default_font_size": round(16 * scale), "default_fixed_font_size": round(13 * scale), "minimum_font_size": 0}}}


def make_sized_driver(width=390, height=844, text_scale=1, dark=False):
    """Headless Chromium emulating a phone `width`×`height` px (pixel ratio 1, touch) whose text
    size is `text_scale` × the default, in light or dark mode (prefers-color-scheme)."""
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     f"--window-size={width},{height}", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1}})
    options.add_experimental_option("prefs", text_size_prefs(text_scale))
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(60)
    set_color_scheme(driver, dark)
    return driver


def set_color_scheme(driver, dark):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})


def root_font_size(driver):
    """The root element's computed font size in px (16 at 100 %, 32 at 200 %)."""
    return float(driver.execute_script("return parseFloat(getComputedStyle(document.documentElement).fontSize)"))


def save_screenshot(driver, name, screens=4):
    """Screenshots of the page in artifacts/screenshots, one screen each, as a person scrolls from
    the top: `name` is the first screen, `name-2.png`… the next ones, up to `screens`."""
    os.makedirs(SCREENSHOTS, exist_ok=True)
    height, total, was = driver.execute_script(
        "return [innerHeight, document.documentElement.scrollHeight, scrollY]")
    paths = []
    for index in range(screens):
        if index * height >= total:
            break
        driver.execute_script("window.scrollTo({top: arguments[0], behavior: 'instant'})", index * height)
        path = os.path.join(SCREENSHOTS, name if index == 0 else name.replace(".png", f"-{index + 1}.png"))
        driver.save_screenshot(path)
        paths.append(path)
    driver.execute_script("window.scrollTo({top: arguments[0], behavior: 'instant'})", was)
    return paths


# Everything runs in the page: one script, one round trip per page. Returns a list of sentences.
LAYOUT_PROBLEMS_JS = r"""
const viewport = document.documentElement.clientWidth;
const problems = [];
const SLACK = 1.5;  // sub-pixel rounding
const describe = (e) => {
  if (!e) return '?';
  let name = e.tagName.toLowerCase();
  if (e.id) name += '#' + e.id;
  const cls = typeof e.className === 'string' ? e.className.trim().split(/\s+/).filter(Boolean).slice(0, 3) : [];
  if (cls.length) name += '.' + cls.join('.');
  const text = (e.innerText || e.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return text ? `${name} ("${text}")` : name;
};
const style = (e) => getComputedStyle(e);
const visible = (e) => {
  if (!e.getClientRects().length) return false;
  const s = style(e);
  return s.visibility !== 'hidden' && s.display !== 'contents';
};
// Screen-reader-only text, closed things and what the page keeps off screen on purpose.
const ignored = (e) => e.closest('.sr-only, .visually-hidden, [hidden], [inert], .skip-link, svg, dialog:not([open]), template, noscript');
const scrolls = (e) => { const s = style(e); return /(auto|scroll)/.test(s.overflowX) && e.scrollWidth > e.clientWidth + 1; };
const scrollerOf = (e) => { for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (scrolls(a)) return a; return null; };
const fixedOrSticky = (e) => { for (let a = e; a && a !== document.body; a = a.parentElement) { const p = style(a).position; if (p === 'fixed') return a; } return null; };

// 1. No sideways scrolling.
const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
if (pageWidth > viewport + 0.5) {
  const wide = [...document.querySelectorAll('body *')].filter((e) => {
    if (ignored(e) || !visible(e) || scrollerOf(e)) return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.right + scrollX > viewport + SLACK && !fixedOrSticky(e);
  }).slice(0, 4).map(describe);
  problems.push(`the page scrolls sideways: ${pageWidth} px wide in a ${viewport} px viewport (too wide: ${wide.join(', ') || 'unknown'})`);
}

// 2. The tab bar: every tab whole and on screen, no tab hidden in a scroll.
const tabbar = document.querySelector('.tabbar');
if (tabbar && visible(tabbar) && !tabbar.closest('[hidden]')) {
  if (tabbar.scrollWidth > tabbar.clientWidth + 1) problems.push(`the tab bar scrolls: ${tabbar.scrollWidth} px of tabs in ${tabbar.clientWidth} px`);
  const bar = tabbar.getBoundingClientRect();
  const tabs = [...tabbar.querySelectorAll('a')];
  tabs.forEach((tab, i) => {
    const r = tab.getBoundingClientRect();
    const label = tab.innerText.trim() || tab.getAttribute('aria-label');
    if (r.width < 1 || r.left < -0.5 || r.right > viewport + 0.5 || r.left < bar.left - 0.5 || r.right > bar.right + 0.5)
      problems.push(`the tab "${label}" is not wholly on screen (${Math.round(r.left)}–${Math.round(r.right)} px of ${viewport})`);
    if (r.width < 43.5 || r.height < 43.5) problems.push(`the tab "${label}" is smaller than a 44 px target (${Math.round(r.width)}×${Math.round(r.height)})`);
    for (const span of tab.querySelectorAll('span')) {
      const s = span.getBoundingClientRect();
      if (span.scrollWidth > span.clientWidth + 1 || s.left < r.left - 0.5 || s.right > r.right + 0.5)
        problems.push(`the tab label "${span.innerText}" is cut (${Math.round(s.width)} px label in a ${Math.round(r.width)} px tab)`);
    }
    if (i > 0 && r.left < tabs[i - 1].getBoundingClientRect().right - 0.5) problems.push(`the tabs "${tabs[i - 1].innerText.trim()}" and "${label}" overlap`);
  });
}

// 3. Nothing spills out of the box that frames it.
const framed = (e) => {
  const s = style(e);
  const background = s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent' || s.backgroundImage !== 'none';
  const border = ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(s['border' + side + 'Width']) > 0 && s['border' + side + 'Style'] !== 'none');
  return background || border || s.boxShadow !== 'none';
};
const frameOf = (e) => {
  for (let a = e.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
    if (scrolls(a)) return null;           // content of a scroller is measured against the scroller's content
    if (style(a).position === 'fixed' && a !== e) return framed(a) ? a : null;
    if (framed(a) && a.getBoundingClientRect().width > 0) return a;
  }
  return null;
};
const spills = [];
const reported = new Set();
const checkInside = (what, r, frame, owner) => {
  if (!frame || r.width < 1 || r.height < 1) return;
  const f = frame.getBoundingClientRect();
  // Allow a line's glyph overhang and focus rings: 1.5 px.
  const out = Math.max(f.left - r.left, r.right - f.right, f.top - r.top, r.bottom - f.bottom);
  if (out > SLACK && !reported.has(frame)) {
    reported.add(frame);
    spills.push(`${what} spills ${Math.round(out)} px out of ${describe(frame)}`);
  }
};
const elements = [...document.querySelectorAll('body *')].filter((e) => !ignored(e) && visible(e));
for (const e of elements) {
  const s = style(e);
  if (s.position === 'absolute' || s.position === 'fixed') continue;  // placed on purpose (badges on a corner, overlays)
  checkInside(describe(e), e.getBoundingClientRect(), frameOf(e), e);
  // A framed box whose content is wider than itself, with its overflow cut off or spilling.
  if (framed(e) && !e.matches('input, textarea, select') && !/(auto|scroll)/.test(s.overflowX) && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0 && !reported.has(e)) {
    reported.add(e);
    spills.push(`${describe(e)} holds content ${e.scrollWidth - e.clientWidth} px wider than itself`);
  }
}
// Lines of text, which an element's box doesn't contain when they overflow it.
const range = document.createRange();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const brokenWords = [];
const overflowing = [];
while (walker.nextNode()) {
  const node = walker.currentNode;
  const parent = node.parentElement;
  if (!parent || !node.textContent.trim() || ignored(parent) || !visible(parent)) continue;
  range.selectNodeContents(node);
  const frame = framed(parent) ? parent : frameOf(parent);
  for (const r of range.getClientRects()) checkInside(`the text "${node.textContent.trim().slice(0, 30)}"`, r, frame, parent);
  // A word wider than the box it is laid out in runs over what's beside it ("Set" under a button).
  let box = parent;
  while (box && box !== document.body && ['inline', 'contents'].includes(style(box).display)) box = box.parentElement;
  if (box && box !== document.body && !/(auto|scroll)/.test(style(box).overflowX) && !reported.has(box) && overflowing.length < 6) {
    const b = box.getBoundingClientRect();
    const out = Math.max(0, ...[...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.max(b.left - r.left, r.right - b.right)));
    if (out > SLACK) { reported.add(box); overflowing.push(`the text "${node.textContent.trim().slice(0, 30)}" runs ${Math.round(out)} px past the side of ${describe(box)}`); }
  }
  // 5. No word broken mid-word: each word's pieces sit on one line.
  if (parent.closest('code, pre, kbd, .code-box, .mono, [data-breaks-anywhere]') || brokenWords.length >= 8) continue;
  const words = /[\p{L}\p{N}'\u2019]{2,}/gu;
  let match;
  while ((match = words.exec(node.textContent))) {
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
    if (lines.size > 1) brokenWords.push(`"${match[0]}" in ${describe(parent)}`);
  }
}
problems.push(...spills.slice(0, 8), ...overflowing);
if (brokenWords.length) problems.push(`words broken mid-word: ${brokenWords.join('; ')}`);

// 4. Items of one row never overlap.
const overlaps = [];
for (const e of elements) {
  const d = style(e).display;
  if (!/flex|grid/.test(d) || overlaps.length >= 6) continue;
  const items = [...e.children].filter((c) => !ignored(c) && visible(c) && !['absolute', 'fixed'].includes(style(c).position))
    .map((c) => [c, c.getBoundingClientRect()]).filter(([, r]) => r.width >= 1 && r.height >= 1);
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) {
    const [a, ra] = items[i], [b, rb] = items[j];
    const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
    const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
    if (x > SLACK && y > SLACK) overlaps.push(`${describe(a)} and ${describe(b)} overlap (${Math.round(x)}×${Math.round(y)} px)`);
  }
}
problems.push(...overlaps.slice(0, 6));

// Text that may break anywhere, outside codes and addresses.
const anywhere = elements.filter((e) => {
  const s = style(e);
  return (s.wordBreak === 'break-all' || s.overflowWrap === 'anywhere')
    && !e.closest('code, pre, kbd, .code-box, .mono, [data-breaks-anywhere]') && e.childNodes.length
    && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
}).slice(0, 4).map(describe);
if (anywhere.length) problems.push(`text allowed to break anywhere (word-break: break-all or overflow-wrap: anywhere): ${anywhere.join(', ')}`);

// 6. Shapes asked for are kept (the heatmap's square cells).
const shapes = [];
for (const e of elements) {
  const ratio = style(e).aspectRatio;
  if (!ratio || ratio === 'auto' || shapes.length >= 4) continue;
  const parts = ratio.replace('auto', '').trim().split('/').map(parseFloat);
  const wanted = parts.length === 2 ? parts[0] / parts[1] : parts[0];
  const r = e.getBoundingClientRect();
  if (!(wanted > 0) || r.width < 2 || r.height < 2) continue;
  if (Math.abs(r.width / r.height - wanted) > 0.08 * wanted) shapes.push(`${describe(e)} is ${r.width.toFixed(1)}×${r.height.toFixed(1)} px, not ${ratio}`);
}
problems.push(...shapes);
return problems;
"""


def layout_problems(driver):
    """What's wrong with the current page's layout, as sentences (empty when nothing is)."""
    # Entrance animations end first (a card scaling in is not a card too wide); infinite ones can't.
    driver.execute_script("for (const a of document.getAnimations()) { try { a.finish(); } catch (e) {} }")
    return driver.execute_script(LAYOUT_PROBLEMS_JS)
