import { createGlobalStyle } from 'styled-components';

// With reduced motion, no transitions at all (not a very short one): a transition of every
// property would also carry the app's root from hidden to visible when the page's shell hands over
// (src/app/shell.ts), leaving one blank frame and nothing focusable in it. (A comment here, not in
// the CSS: the CSS is a string of the bundle.)
export const GlobalStyle = createGlobalStyle`
  :root { ${({ theme }) => theme.variables} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.4;
  }
  h1, h2, h3, button { font-family: ${({ theme }) => theme.fonts.heading}; }
  img { max-width: 100%; }
  a { color: inherit; }
  :focus-visible { outline: none; box-shadow: ${({ theme }) => theme.focusRing}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0s !important; }
  }
`;
