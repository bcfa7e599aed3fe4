/**
 * Attributes the bytes of a minified file to the source modules they came from, from its
 * source map (as source-map-explorer does): each mapping segment owns the generated text up to
 * the next segment. No dependency: the map's Base64 VLQ mappings are decoded here.
 */

export interface RawSourceMap {
  sources: (string | null)[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one segment ("AAAA") into its signed VLQ fields. */
export function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`invalid base64 VLQ character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** A generated line's segments: [generated column, source index or -1 when unmapped]. */
export function decodeMappings(mappings: string): [number, number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const out: [number, number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        out.push([column, source]);
      } else {
        out.push([column, -1]);
      }
    }
    return out.sort((a, b) => a[0] - b[0]);
  });
}

export const UNMAPPED = '(unmapped: runtime helpers, whitespace)';

/** Bytes (UTF-8) of `code` owned by each source of `map`; unowned bytes under UNMAPPED. */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (key: string, text: string) => {
    if (text) totals.set(key, (totals.get(key) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const decoded = decodeMappings(map.mappings);
  lines.forEach((line, i) => {
    const segments = decoded[i] ?? [];
    // The newline ending every line but the last belongs to no module.
    if (i < lines.length - 1) add(UNMAPPED, '\n');
    if (segments.length === 0) return add(UNMAPPED, line);
    add(UNMAPPED, line.slice(0, segments[0]![0]));
    segments.forEach(([column, source], j) => {
      const end = segments[j + 1]?.[0] ?? line.length;
      const name = source >= 0 ? (map.sources[source] ?? UNMAPPED) : UNMAPPED;
      add(name, line.slice(column, end));
    });
  });
  return totals;
}
