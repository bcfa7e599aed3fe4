// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageBody, pageTitle } from '../../scripts/build/brand-pages';

/** A brand's own pages as its files become their text (docs/operators.md#the-brands-own-pages). */
describe("a brand's page text", () => {
  it('renders Markdown, showing HTML written in it as text, never as markup', () => {
    const body = pageBody(
      '# Terms\n\nSee [privacy](/privacy) or [us](https://help.acme.example/).\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n',
      'md',
    );
    expect(body).toContain('<h1>Terms</h1>');
    expect(body).toContain('<a href="/privacy">privacy</a>');
    // Another site opens in a tab that cannot reach back to the page.
    expect(body).toContain(
      '<a href="https://help.acme.example/" target="_blank" rel="noopener noreferrer">us</a>',
    );
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).not.toMatch(/<script|href="javascript/i);
    expect(pageTitle(body)).toBe('Terms');
  });

  it("keeps of a brand's HTML only text, lists, tables and links: no script, handler, frame, form, image or style", () => {
    const body = pageBody(
      [
        '<h1 class="big" style="color:red" onclick="steal()">Privacy &amp; you</h1>',
        '<p>Text <img src="x" onerror="steal()"> <a href="javascript:steal()">bad</a> <a href="mailto:privacy@acme.example">mail</a></p>',
        '<script>steal()</script><style>body{display:none}</style>',
        '<iframe src="https://evil.example/"></iframe><form action="https://evil.example/"><input name="pin"></form>',
        '<table><tr><th scope="col">What</th></tr><tr><td>Phone</td></tr></table>',
      ].join('\n'),
      'html',
    );
    expect(body).not.toMatch(
      /<(script|style|iframe|form|input|img)\b|\son\w+=|javascript:|class=|style=/i,
    );
    expect(body).toContain('<h1>Privacy &amp; you</h1>');
    expect(body).toContain('<a href="mailto:privacy@acme.example">mail</a>');
    expect(body).toContain('<th scope="col">What</th>');
    expect(pageTitle(body)).toBe('Privacy &amp; you');
    expect(pageTitle(pageBody('No heading', 'md'))).toBe('');
  });
});
