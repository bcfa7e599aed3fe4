import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link } from '@/components/link';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={link} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

// The app's own link (React Router's <Link> brought its prefetching and framework parts
// into every first load): a player's click opens the screen in place, as before.
describe('Link', () => {
  it('opens its screen in the app when clicked, with the address the browser shows', async () => {
    renderAt('/', <Link to="/history?page=2">History</Link>);
    const link = screen.getByRole('link', { name: 'History' });
    expect(link).toHaveAttribute('href', '/history?page=2');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/history?page=2');
  });

  it('resolves a relative address against the screen it is on', () => {
    renderAt('/how-to-play', <Link to="quickbetx">Quick Bet X</Link>);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/how-to-play/quickbetx');
  });

  it("leaves a click with a modifier key, or one the page's handler stops, to the browser", () => {
    renderAt(
      '/',
      <>
        <Link to="/history">History</Link>
        <Link to="/how-to-play" onClick={(e) => e.preventDefault()}>
          How to play
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'History' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'How to play' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('passes its attributes and ref to the anchor (styled(Link), ids)', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(
      '/',
      <Link to="/" id="home" className="x" ref={ref}>
        Home
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('id', 'home');
    expect(link).toHaveClass('x');
    expect(ref.current).toBe(link);
  });
});
