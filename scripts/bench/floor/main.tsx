// The floor of npm run bench:lighthouse: a hello-world React 19 page, client-rendered, built
// with the app's Vite configuration and served by the app's server. What no client-rendered
// page of this stack can beat.
import { createRoot } from 'react-dom/client';

function Hello() {
  return (
    <main style={{ font: '16px system-ui, sans-serif', padding: 16 }}>
      <h1>Hello, world</h1>
      <p>A React page rendered in the browser.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Hello />);
