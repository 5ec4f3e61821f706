/** The encodings Accept-Encoding allows (q > 0), `*` standing for any; none for a missing header. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [rawToken = '', ...params] = part.toLowerCase().split(';');
    const token = rawToken.trim();
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (token && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(token);
  }
  return accepted;
}

/** What a prepared answer can be sent as, best first. */
export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** Distinct Accept-Encoding values remembered (browsers send a handful; bounded against junk). */
const rememberedMax = 64;
const remembered = new Map<string, BodyEncoding>();

/** The best of brotli, gzip and none that `header` allows (remembered per header value: it is parsed once). */
export function preferredEncoding(header: string | string[] | undefined): BodyEncoding {
  if (header === undefined) return 'identity';
  const key = Array.isArray(header) ? header.join(',') : header;
  let encoding = remembered.get(key);
  if (encoding === undefined) {
    const accepted = acceptedEncodings(key);
    encoding = accepted.has('br') || accepted.has('*') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
    if (remembered.size >= rememberedMax) remembered.clear();
    remembered.set(key, encoding);
  }
  return encoding;
}
