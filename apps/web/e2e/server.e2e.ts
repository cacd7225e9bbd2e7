import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';

describe('the production server', () => {
  it('answers an unknown page with the app shell and status 404', async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', status: 404 });
  });

  it('serves portal routes with status 200 and security headers', async () => {
    const res = await fetch(`${baseUrl()}/portal-trader`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('sends pages and assets compressed, and hashed assets as immutable', async () => {
    const page = await fetch(`${baseUrl()}/about`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
