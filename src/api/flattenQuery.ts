// Query values nested more than one level (the spec filters of GET product:
// `spec[5][min]=1`, issue 24) as openapi.yaml's deepObject style writes them. openapi-fetch
// serializes one level only and the server's renderer writes values with String(); both flatten
// first, so the browser and the renderer ask the same address.

/** `{ spec: { 5: { min: '1' } }, page: 1 }` → `{ 'spec[5][min]': '1', page: 1 }`; arrays kept. */
export function flattenQuery(query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (name: string, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(`${name}[${key}]`, inner);
    } else if (value !== undefined && value !== null) out[name] = value;
  };
  for (const [name, value] of Object.entries(query)) walk(name, value);
  return out;
}
