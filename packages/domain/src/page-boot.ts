/** The `<template>` of a prerendered public page that holds what loads after its first paint. */
export const AFTER_PAINT_TEMPLATE_ID = 'after-paint';

/** Dispatched on the document once a prerendered page's own content has hydrated (its buttons then work). */
export const PAGE_HYDRATED_EVENT = 'page-hydrated';

/** What counts as the visitor engaging with a page: scrolling, touching, pointing, typing, moving focus. */
export const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'pointermove', 'keydown', 'focusin'] as const;

/** Set on `<html>` by the boot script when the visitor engaged before the app's code was there to notice. */
export const ENGAGED_ATTRIBUTE = 'data-engaged';

/**
 * The one inline script of a prerendered public page (decision 025).
 * - The page's text and CSS arrive in its HTML; the entry script and the web font wait in the after-paint template
 *   and are added once the first frame has been shown (the first-contentful-paint entry), so they never compete with
 *   the first screen for bandwidth. A hidden tab paints nothing: there the timer adds them, a second later.
 * - A visitor who engages before that gets them at once, and ENGAGED_ATTRIBUTE tells the app they did.
 * - A button pressed before the page has hydrated would do nothing, so the press is held and repeated once the page
 *   dispatches PAGE_HYDRATED_EVENT. Links work without scripts and are left alone.
 * Inline, so the content security policy allows it by hash: the API adds `'sha256-…'` of this exact text.
 */
export const PAGE_BOOT_SCRIPT =
  `(()=>{const d=document,t=d.getElementById('${AFTER_PAINT_TEMPLATE_ID}'),events=${JSON.stringify(ENGAGEMENT_EVENTS)};let done=!t,held;` +
  'const add=()=>{if(done)return;done=true;for(const e of t.content.children){const n=d.createElement(e.localName);' +
  'for(const a of e.attributes)n.setAttribute(a.name,a.value);d.head.append(n)}};' +
  "new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length)setTimeout(add)}).observe({type:'paint',buffered:true});" +
  'setTimeout(add,1000);' +
  `const engage=()=>{for(const e of events)removeEventListener(e,engage,true);d.documentElement.setAttribute('${ENGAGED_ATTRIBUTE}','');add()};` +
  'for(const e of events)addEventListener(e,engage,{capture:true,passive:true});' +
  "const hold=(e)=>{const b=e.target.closest?.('button');if(!b)return;e.preventDefault();e.stopImmediatePropagation();held=b};" +
  "d.addEventListener('click',hold,true);" +
  `d.addEventListener('${PAGE_HYDRATED_EVENT}',()=>{d.removeEventListener('click',hold,true);if(held?.isConnected)held.click()},{once:true})})()`;
