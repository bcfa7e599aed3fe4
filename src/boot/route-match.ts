/** The segments of a path or a route pattern: empty ones are not counted (`/track/X/` is `/track/X`). */
const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether `path` matches `pattern` (segments), and the value of its `:id` segment if it has one. */
function matchSegments(pattern: string[], path: string[]): { id?: string } | undefined {
  let id: string | undefined;
  for (let i = 0; i < Math.max(pattern.length, path.length); i++) {
    const [want, got] = [pattern[i], path[i]];
    if (want === '*') break;
    if (want === undefined || got === undefined) return undefined;
    if (!want.startsWith(':') && want !== got) return undefined;
    if (want === ':id') id = got;
  }
  return id === undefined ? {} : { id };
}

/**
 * The first of `patterns` (React Router path patterns, best-ranked first as rankedRoutes,
 * src/app/route-table.ts, gives them) that `pathname` matches, as the router picks its route: a
 * `:name` segment matches any one segment, `*` the rest. Its index, and the value of its `:id`
 * segment, if it has one. The page's scripts (the shell, the preloads, the early answers) and
 * the server's first-screen calls all pick the route by it.
 */
export function matchRoute(
  patterns: readonly string[],
  pathname: string,
): { index: number; id?: string } | undefined {
  const path = segments(pathname);
  for (let index = 0; index < patterns.length; index++) {
    const found = matchSegments(segments(patterns[index]!), path);
    if (found) return { index, ...found };
  }
  return undefined;
}
