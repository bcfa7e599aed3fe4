// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { squeezeCss, styledWhitespacePlugin } from '../../scripts/vite/styled-whitespace';

/** The plugin's transform on a module's code, as the build runs it (null: left as it was). */
function transform(code: string): string | null {
  const plugin = styledWhitespacePlugin();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | undefined;
  return hook.call({}, code, '/app/src/feature/part.tsx')?.code ?? null;
}

describe('styled-components templates without their indentation (scripts/vite/styled-whitespace.ts)', () => {
  it('drops the line breaks and indentation of a rule, and the space after a property', () => {
    const css = '\n  display: block;\n  margin: 0 auto;\n  &:hover {\n    color: red;\n  }\n';
    expect(squeezeCss(css, true, true)).toBe('display:block;margin:0 auto;&:hover{color:red;}');
  });

  it('keeps a space where a line break separates two words of a value', () => {
    const css = '\n  background: linear-gradient(\n    90deg,\n    transparent\n  );\n';
    expect(squeezeCss(css, true, true)).toBe('background:linear-gradient( 90deg,transparent );');
  });

  it('keeps one space beside a ${} (what it gives is not known) and every space within a line', () => {
    expect(squeezeCss(';\n  ', false, false)).toBe('; ');
    expect(squeezeCss('\n  padding: 8px 16px;\n  ', false, false)).toBe(' padding:8px 16px; ');
    expect(squeezeCss('width: calc(100% - 2px);', false, false)).toBe('width:calc(100% - 2px);');
  });

  it('changes the CSS templates of styled-components only', () => {
    const code = [
      'const Box = styled.div`\n  color: ${(p) => p.c};\n  gap: 4px;\n`;',
      'const pulse = keyframes`\n  to {\n    opacity: 0.5;\n  }\n`;',
      'const text = `\n  a: b;\n`;',
      'const mixin = css`\n  margin: 0;\n`;',
    ].join('\n');
    expect(transform(code)).toBe(
      [
        'const Box = styled.div`color:${(p) => p.c};gap:4px;`;',
        'const pulse = keyframes`to{opacity:0.5;}`;',
        'const text = `\n  a: b;\n`;',
        'const mixin = css`margin:0;`;',
      ].join('\n'),
    );
  });

  it('leaves a module without a CSS template as it is', () => {
    expect(transform('const a = `\n  x: y;\n`;')).toBeNull();
  });
});
