// @vitest-environment node
// verify --url's addresses (scripts/release/served.ts): one server for every host, or the CDN's.
import { describe, expect, it } from 'vitest';
import { entryOfPage, pageAddress } from '../../scripts/release/served';

describe('where verify --url asks a host for its page', () => {
  it("asks nginx's one address for every host, sending each as Host", () => {
    const { url, host } = pageAddress('http://127.0.0.1:8080', 'eurowin.example');
    expect([url.href, host]).toEqual(['http://127.0.0.1:8080/', 'eurowin.example']);
  });

  it("asks the CDN at each host's own address when the url names {host}", () => {
    const { url, host } = pageAddress('https://{host}', 'de.eurowin.example');
    expect([url.href, host]).toEqual(['https://de.eurowin.example/', undefined]);
  });

  it('finds the entry a page loads, wherever the module script names it', () => {
    expect(
      entryOfPage(
        '<script>1</script><script type="module" crossorigin src="https://cdn.example/assets/index-a1.js"></script>',
      ),
    ).toBe('https://cdn.example/assets/index-a1.js');
    expect(entryOfPage('<p>no app</p>')).toBeUndefined();
  });
});
